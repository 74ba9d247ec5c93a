import { describe, expect, it } from '@jest/globals';
import type session from 'express-session';
import type pg from 'pg';
import { SESSION_TOUCH_INTERVAL_MS, ThrottledPgStore } from './session.js';

const LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/** A pool that answers the store's SELECT with `saved` (the session as in the table) and records every statement. */
function storeWith(saved: () => session.SessionData) {
  const statements: string[] = [];
  const pool = {
    query: async (sql: string) => {
      statements.push(sql.split(' ')[0]);
      return { rows: sql.startsWith('SELECT') ? [{ sess: saved() }] : [{ sid: 'x' }] };
    },
  } as unknown as pg.Pool;
  const store = new ThrottledPgStore({ pool, createTableIfMissing: false, pruneSessionInterval: false });
  return { store, statements };
}

/** A session as saved `ago` ms ago: its stored expiry is that moment plus the lifetime. */
const savedAgo = (ago: number) => ({ cookie: { expires: new Date(Date.now() - ago + LIFETIME_MS), originalMaxAge: LIFETIME_MS }, userId: 'u1' }) as unknown as session.SessionData;

/** One request as express-session runs it with rolling cookies: load, then touch with the expiry rolled to now. */
async function request(store: ThrottledPgStore, sid: string): Promise<void> {
  const loaded = await new Promise<session.SessionData | null | undefined>((resolve, reject) =>
    store.get(sid, (err, data) => (err ? reject(err) : resolve(data))),
  );
  const rolled = { ...loaded, cookie: { ...loaded!.cookie, expires: new Date(Date.now() + LIFETIME_MS) } } as session.SessionData;
  await new Promise<void>((resolve, reject) => store.touch(sid, rolled, (err) => (err ? reject(err) : resolve())));
}

const writes = (statements: string[]) => statements.filter((statement) => statement !== 'SELECT').length;

describe('ThrottledPgStore', () => {
  it('writes no new expiry for a session saved less than the interval ago, even on its first request in this process', async () => {
    const { store, statements } = storeWith(() => savedAgo(MINUTE));
    await request(store, 'fresh');
    await request(store, 'fresh');
    expect(writes(statements)).toBe(0);
  });

  it('writes an older session once, then not again within the interval (the table keeps the old saved copy)', async () => {
    expect(SESSION_TOUCH_INTERVAL_MS).toBeLessThan(60 * MINUTE);
    const { store, statements } = storeWith(() => savedAgo(2 * SESSION_TOUCH_INTERVAL_MS));
    await request(store, 'old');
    expect(writes(statements)).toBe(1);
    await request(store, 'old');
    await request(store, 'old');
    expect(writes(statements)).toBe(1);
  });

  it('counts a save (sign-in) as a write of the expiry', async () => {
    const { store, statements } = storeWith(() => savedAgo(2 * SESSION_TOUCH_INTERVAL_MS));
    await new Promise<void>((resolve) =>
      store.set('signed-in', { cookie: { expires: new Date(Date.now() + LIFETIME_MS) } } as unknown as session.SessionData, () => resolve()),
    );
    await request(store, 'signed-in');
    expect(statements.filter((statement) => statement === 'UPDATE')).toHaveLength(0);
  });
});
