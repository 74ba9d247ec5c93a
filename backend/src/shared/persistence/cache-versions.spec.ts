import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../config/app-config.js';
import { FixedClock } from '../testing/kernel-fakes.js';
import { CACHE_SCOPES, PgCacheVersions } from './cache-versions.js';
import { KeptReads } from './kept-reads.js';

/** A listening connection whose round trips answer only when the test says so. */
function fakeListener() {
  const sent: Array<() => void> = [];
  return {
    sent,
    client: {
      query: () =>
        new Promise<void>((resolve) => {
          sent.push(resolve);
        }),
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

const config = (env: Record<string, string> = {}) => loadConfig(env);

function versionsOn(
  listener: { client: object },
  clock = new FixedClock(new Date('2026-11-23T10:00:00Z')),
  env: Record<string, string> = {},
): PgCacheVersions {
  const versions = new PgCacheVersions({} as DataSource, config(env), clock);
  const inside = versions as unknown as {
    client: unknown;
    versions: Map<string, string>;
    confirmedAt: number;
    connect: () => Promise<void>;
  };
  inside.client = listener.client;
  inside.versions = new Map(CACHE_SCOPES.map((scope) => [scope, 'l1']));
  inside.confirmedAt = clock.now().getTime();
  inside.connect = async () => undefined; // no reconnection to a real server in a unit test
  return versions;
}

describe('PgCacheVersions.reload', () => {
  it('sends one round trip for every write that finishes before it leaves', async () => {
    const listener = fakeListener();
    const versions = versionsOn(listener);
    const done: number[] = [];
    const reloads = Array.from({ length: 20 }, (_, i) => versions.reload().then(() => done.push(i)));
    await settle();
    expect(listener.sent).toHaveLength(1);
    expect(done).toEqual([]);
    listener.sent[0]();
    await Promise.all(reloads);
    expect(done).toHaveLength(20);
  });

  it('never lets a write ride on a round trip sent before it committed: it waits for the next one', async () => {
    const listener = fakeListener();
    const versions = versionsOn(listener);
    const first = versions.reload();
    await settle();
    expect(listener.sent).toHaveLength(1); // in flight

    let laterDone = false;
    const later = Array.from({ length: 5 }, () => versions.reload());
    void Promise.all(later).then(() => (laterDone = true));
    await settle();
    expect(listener.sent).toHaveLength(1); // the next one leaves only after the one in flight is back

    listener.sent[0]();
    await first;
    await settle();
    expect(laterDone).toBe(false);
    expect(listener.sent).toHaveLength(2); // one round trip for all five

    listener.sent[1]();
    await Promise.all(later);
    expect(laterDone).toBe(true);

    // Quiet again: the next write sends at once.
    const again = versions.reload();
    await settle();
    expect(listener.sent).toHaveLength(3);
    listener.sent[2]();
    await again;
  });

  it('answers at once while not listening (then nothing is cached anyway)', async () => {
    await expect(
      new PgCacheVersions({} as DataSource, config(), new FixedClock(new Date())).reload(),
    ).resolves.toBeUndefined();
  });
});

describe('PgCacheVersions: bounded staleness', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('changes its versions at least every KEPT_ANSWER_MAX_AGE_MS, whatever the notifications say', () => {
    const clock = new FixedClock(new Date('2026-11-23T10:00:00.000Z'));
    const versions = versionsOn({ client: { query: async () => undefined } }, clock, {
      KEPT_ANSWER_MAX_AGE_MS: '1500',
    });
    const first = versions.current(['posts']);
    expect(first).toMatch(/^a\d+-posts\.l1$/);
    clock.advance(1_499);
    (versions as unknown as { confirmedAt: number }).confirmedAt = clock.now().getTime(); // the heartbeat answered
    expect(versions.current(['posts'])).toBe(first);
    clock.advance(1);
    (versions as unknown as { confirmedAt: number }).confirmedAt = clock.now().getTime();
    expect(versions.current(['posts'])).not.toBe(first);
  });

  it('a kept read is read again after the max age, with no write (one mechanism: the versions carry the age)', async () => {
    const clock = new FixedClock(new Date('2026-11-23T10:00:00.000Z'));
    const versions = versionsOn({ client: { query: async () => undefined } }, clock, {
      KEPT_ANSWER_MAX_AGE_MS: '1000',
    });
    const kept = new KeptReads<number>(() => versions.current(['posts']), 10);
    let reads = 0;
    const read = async () => ++reads;
    expect([await kept.get('page', read), await kept.get('page', read)]).toEqual([1, 1]);
    clock.advance(1_000);
    (versions as unknown as { confirmedAt: number }).confirmedAt = clock.now().getTime();
    expect(await kept.get('page', read)).toBe(2);
  });

  it('keeps nothing when no round trip has come back for heartbeat + timeout (a silent listener)', () => {
    const clock = new FixedClock(new Date('2026-11-23T10:00:00.000Z'));
    const versions = versionsOn({ client: { query: async () => undefined } }, clock, {
      CACHE_LISTENER_HEARTBEAT_MS: '1000',
      CACHE_LISTENER_TIMEOUT_MS: '500',
    });
    clock.advance(1_500);
    expect(versions.current(['posts'])).toMatch(/posts\.l1$/);
    clock.advance(1);
    expect(versions.current(['posts'])).toBeUndefined();
  });

  it('a heartbeat that gets no answer drops the connection (its socket destroyed) and nothing is kept; writes never wait longer', async () => {
    jest.useFakeTimers();
    let destroyed = 0;
    let ended = 0;
    const silent = {
      query: () => new Promise<never>(() => undefined), // a half-open socket: no answer, no error
      end: async () => void ended++,
      connection: { stream: { destroy: () => void destroyed++ } },
    };
    const versions = versionsOn({ client: silent }, new FixedClock(new Date()), { CACHE_LISTENER_TIMEOUT_MS: '300' });
    (versions as unknown as { logger: { warn: () => void } }).logger = { warn: () => undefined };
    let written = false;
    const write = versions.reload().then(() => (written = true));
    await jest.advanceTimersByTimeAsync(299);
    expect([written, versions.current(['posts']) !== undefined]).toEqual([false, true]);
    await jest.advanceTimersByTimeAsync(1);
    await write;
    expect([written, versions.current(['posts']), destroyed, ended]).toEqual([true, undefined, 1, 1]);
    // Not listening any more: the next write goes on at once.
    await expect(versions.reload()).resolves.toBeUndefined();
    await versions.onModuleDestroy();
  });

  it('on a new connection, loads a value never used before and tells the caches to drop what they kept', async () => {
    const queries: string[] = [];
    const versions = new PgCacheVersions({} as DataSource, config(), new FixedClock(new Date()));
    let drops = 0;
    versions.onReload(() => drops++);
    const client = { query: async (sql: string) => (queries.push(sql), { rows: [{ value: '42' }] }) };
    (versions as unknown as { client: unknown }).client = client;
    await (versions as unknown as { load: (client: unknown) => Promise<void> }).load(client);
    expect(queries).toEqual([`SELECT nextval('cache_version_seq')::text AS value`]);
    expect([versions.current(['destinations'])?.endsWith('-destinations.l42'), drops]).toEqual([true, 1]);
  });
});
