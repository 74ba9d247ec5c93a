import { describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { PgCacheVersions } from './cache-versions.js';

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

function versionsOn(listener: ReturnType<typeof fakeListener>): PgCacheVersions {
  const versions = new PgCacheVersions({} as DataSource);
  (versions as unknown as { client: unknown }).client = listener.client;
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
    await expect(new PgCacheVersions({} as DataSource).reload()).resolves.toBeUndefined();
  });
});
