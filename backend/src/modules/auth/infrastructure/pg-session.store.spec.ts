import { describe, expect, it } from '@jest/globals';
import type session from 'express-session';
import type pg from 'pg';
import type { Request } from 'express';
import { SESSION_TOUCH_INTERVAL_MS, sessionAccountOf, ThrottledPgStore } from './pg-session.store.js';

const LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/** A pool that answers the store's SELECT with `saved` (the session as in the table) and records every statement. */
function storeWith(saved: () => session.SessionData) {
  const statements: string[] = [];
  const pool = {
    query: async (statement: string | pg.QueryConfig) => {
      const sql = typeof statement === 'string' ? statement : statement.text;
      statements.push(sql.split(' ')[0]);
      return { rows: sql.startsWith('SELECT') ? [{ sess: saved() }] : [{ sid: 'x' }] };
    },
  } as unknown as pg.Pool;
  const store = new ThrottledPgStore(pool, { createTableIfMissing: false, pruneSessionInterval: false });
  return { store, statements };
}

/** A session as saved `ago` ms ago: its stored expiry is that moment plus the lifetime. */
const savedAgo = (ago: number) =>
  ({
    cookie: { expires: new Date(Date.now() - ago + LIFETIME_MS), originalMaxAge: LIFETIME_MS },
    userId: 'u1',
  }) as unknown as session.SessionData;

/** One request as express-session runs it with rolling cookies: load, then touch with the expiry rolled to now. */
async function request(store: ThrottledPgStore, sid: string): Promise<void> {
  const loaded = await new Promise<session.SessionData | null | undefined>((resolve, reject) =>
    store.get(sid, (err, data) => (err ? reject(err) : resolve(data))),
  );
  const rolled = {
    ...loaded,
    cookie: { ...loaded!.cookie, expires: new Date(Date.now() + LIFETIME_MS) },
  } as session.SessionData;
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
      store.set(
        'signed-in',
        { cookie: { expires: new Date(Date.now() + LIFETIME_MS) } } as unknown as session.SessionData,
        () => resolve(),
      ),
    );
    await request(store, 'signed-in');
    expect(statements.filter((statement) => statement === 'UPDATE')).toHaveLength(0);
  });

  it("hands the member read with the session (one statement) to the request, and no one else's", async () => {
    const member = {
      id: 'u1',
      email: 'maria@example.com',
      role: 'user',
      isBanned: false,
      isSuspended: true,
      suspendedUntil: new Date('2026-12-01T00:00:00Z'),
    };
    const rowFor = (userId: string, account: typeof member | null) => ({
      sess: { cookie: { expires: new Date(Date.now() + LIFETIME_MS), originalMaxAge: LIFETIME_MS }, userId },
      ...(account ?? { id: null, email: null, role: null, isBanned: null, isSuspended: null, suspendedUntil: null }),
    });
    const sqls: string[] = [];
    let answer: object | undefined = rowFor('u1', member);
    const pool = {
      query: async (statement: string | pg.QueryConfig) => (
        sqls.push(typeof statement === 'string' ? statement : `${statement.name}: ${statement.text}`),
        { rows: answer ? [answer] : [] }
      ),
    } as unknown as pg.Pool;
    const store = new ThrottledPgStore(pool, { createTableIfMissing: false, pruneSessionInterval: false });
    const load = async () => {
      const data = await new Promise<session.SessionData | null | undefined>((resolve, reject) =>
        store.get('sid', (err, d) => (err ? reject(err) : resolve(d))),
      );
      const req = {} as Request;
      if (data) store.createSession(req, data);
      return { data, account: sessionAccountOf(req) };
    };
    const loaded = await load();
    expect(loaded.account).toEqual(member);
    expect(sqls).toHaveLength(1);
    expect(sqls[0]).toMatch(
      /^tara_session_with_account: SELECT .* FROM user_sessions s LEFT JOIN users u ON u\.id = \(s\.sess ->> 'userId'\)::uuid WHERE s\.sid = \$1 AND s\.expire >= now\(\)/,
    );
    // Not part of the session: never saved with it, nor in the hash express-session compares.
    expect(JSON.parse(JSON.stringify(loaded.data))).toEqual({ cookie: expect.any(Object), userId: 'u1' });
    answer = rowFor('u1', null); // the account is gone
    expect((await load()).account).toBeUndefined();
    answer = rowFor('u2', member); // a row whose member is not the session's (never: the join is on it) is not used
    expect((await load()).account).toBeUndefined();
    answer = undefined; // no session (expired or unknown)
    expect(await load()).toEqual({ data: null, account: undefined });
  });
});
