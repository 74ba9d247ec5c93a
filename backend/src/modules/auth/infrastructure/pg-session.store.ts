import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import type { Request } from 'express';
import session from 'express-session';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Account } from '../domain/account.js';

/** Table of connect-pg-simple, created by migration CreateUsers (never by createTableIfMissing). */
export const SESSIONS_TABLE = 'user_sessions';
/** app_meta key of the generated secret when SESSION_SECRET is not set. */
export const SESSION_SECRET_KEY = 'session_secret';
/** A session's expiry, in the table and in the browser's cookie, is pushed forward at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000;

const PgStore = connectPgSimple(session);

/**
 * A session row and its member's standing, in one statement (issue 13.3): the session strategy reads the member fresh
 * on every signed-in request (DESIGN.md 4: role, ban and suspension apply at once), and reading them with the session
 * saves a round trip per request. The session as connect-pg-simple reads it (not expired); the member: none for a
 * session without one (an OpenID Connect sign-in in progress) or whose account is gone.
 */
const SESSION_WITH_ACCOUNT_SQL =
  `SELECT s.sess, u.id, u.email, u.role, u.is_banned AS "isBanned", u.is_suspended AS "isSuspended", ` +
  `u.suspended_until AS "suspendedUntil" FROM ${SESSIONS_TABLE} s LEFT JOIN users u ON u.id = (s.sess ->> 'userId')::uuid ` +
  `WHERE s.sid = $1 AND s.expire >= now()`;

type SessionWithAccountRow = { sess: session.SessionData | string } & { [K in keyof Account]: Account[K] | null };

/** On the session data as loaded: its member, read with it (not enumerable: never saved, hashed or copied). */
const LOADED_ACCOUNT = Symbol('loadedAccount');
/** On the request: the member of its session, read with it (sessionAccountOf). */
const SESSION_ACCOUNT = Symbol('sessionAccount');

/**
 * The member of the request's session as read with it (one statement: SESSION_WITH_ACCOUNT_SQL), for the session
 * strategy; undefined when the session was not loaded that way (none, or reloaded since) or has no member.
 */
export function sessionAccountOf(req: Request): Account | undefined {
  return (req as Request & { [SESSION_ACCOUNT]?: Account })[SESSION_ACCOUNT];
}

/**
 * connect-pg-simple's store, writing a touched session's new expiry at most every SESSION_TOUCH_INTERVAL_MS instead of on
 * every request (the cookie rolls as often: rollSessionCookie). When the expiry was last written is known from this
 * process's own writes and from the session as loaded (its saved expiry is the save time plus the session's lifetime),
 * so a session saved a moment ago (at sign-in, or by another process) costs no write either: before, each process
 * wrote every session once on its first request there, a write (and a WAL flush) per member in a burst of claims.
 */
export class ThrottledPgStore extends PgStore {
  /** Per session id: the expiry in the table, as last loaded or written by this process (ms since the epoch). */
  private readonly storedExpiry = new Map<string, number>();

  constructor(
    private readonly pool: pg.Pool,
    options: Omit<NonNullable<ConstructorParameters<typeof PgStore>[0]>, 'pool'>,
  ) {
    super({ ...options, pool });
  }

  /** The session with its member (SESSION_WITH_ACCOUNT_SQL): the member goes to the request in createSession. */
  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    // Prepared (planned once per connection): it runs for every signed-in request.
    this.pool
      .query<SessionWithAccountRow>({
        name: 'tara_session_with_account',
        text: SESSION_WITH_ACCOUNT_SQL,
        values: [sid],
      })
      .then(
        ({ rows: [row] }) => {
          if (!row) return callback(null, null);
          let loaded: session.SessionData;
          try {
            loaded = typeof row.sess === 'string' ? (JSON.parse(row.sess) as session.SessionData) : row.sess;
          } catch {
            return this.destroy(sid, (err) => callback(err, null)); // as connect-pg-simple does with an unreadable row
          }
          const expires = loaded.cookie?.expires;
          // The session's own copy of its expiry is the one of its last full save (sign-in, a change): a touch since then,
          // which writes only the expire column, is known here if this process made it; the later of the two counts.
          if (expires) this.remember(sid, Math.max(new Date(expires).getTime(), this.storedExpiry.get(sid) ?? 0));
          if (row.id !== null && row.id === loaded.userId) {
            const account: Account = {
              id: row.id,
              email: row.email as string,
              role: row.role as Account['role'],
              isBanned: row.isBanned === true,
              isSuspended: row.isSuspended === true,
              suspendedUntil: row.suspendedUntil,
            };
            Object.defineProperty(loaded, LOADED_ACCOUNT, { value: account });
          }
          callback(null, loaded);
        },
        (error: unknown) => callback(error),
      );
  }

  /** express-session makes the request's session from the data `get` loaded: its member goes to the request. */
  override createSession(req: Request, data: session.SessionData): session.Session & session.SessionData {
    const account = (data as session.SessionData & { [LOADED_ACCOUNT]?: Account })[LOADED_ACCOUNT];
    if (account) Object.assign(req, { [SESSION_ACCOUNT]: account });
    return super.createSession(req, data);
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    if (data.cookie?.expires) this.remember(sid, new Date(data.cookie.expires).getTime());
    super.set(sid, data, callback);
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const next = data.cookie?.expires ? new Date(data.cookie.expires).getTime() : undefined;
    const stored = this.storedExpiry.get(sid);
    // Both are a write time plus the same lifetime: their difference is how long ago the stored one was written.
    if (next !== undefined && stored !== undefined && next - stored < SESSION_TOUCH_INTERVAL_MS) {
      callback?.();
      return;
    }
    if (next !== undefined) this.remember(sid, next);
    super.touch(sid, data, callback);
  }

  private remember(sid: string, expiry: number): void {
    if (Number.isNaN(expiry)) return;
    if (this.storedExpiry.size > 50_000) this.storedExpiry.clear();
    this.storedExpiry.set(sid, expiry);
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.storedExpiry.delete(sid);
    super.destroy(sid, callback);
  }
}

/** The session store of a database and what closing it takes (its prune timer and its own small pool). */
export interface PgSessionStore {
  readonly store: ThrottledPgStore;
  close(): Promise<void>;
}

/**
 * Opens the sessions table of the app's database as an express-session store, on its own pool: every process on
 * the same database shares the sessions. Expired sessions are deleted now and every 15 minutes. The pool is as large as
 * the app's (DATABASE_POOL_SIZE): every signed-in request reads its session there first, and with 4 connections 32
 * members browsing at once waited for them (issue 34.4: a built signed-in first page went from 0.36x to 0.72x its
 * floor, the feed from 0.47x to 1.06x). Connections are opened as needed and closed after 10 s idle (pg's default).
 */
export function openPgSessionStore(dataSource: DataSource): PgSessionStore {
  const logger = new Logger('Sessions');
  const { url, extra } = dataSource.options as { url?: string; extra?: { max?: number } };
  const pool = new pg.Pool({
    connectionString: url,
    max: extra?.max ?? 10,
    connectionTimeoutMillis: 5_000,
    application_name: 'tara-pampanga-sessions',
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', (error) => logger.warn(`Session pool: ${error.message}`));
  const store = new ThrottledPgStore(pool, {
    tableName: SESSIONS_TABLE,
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    errorLog: (...args: unknown[]) => logger.error(args.map(String).join(' ')),
  });
  // Expired sessions are deleted now and every pruneSessionInterval (connect-pg-simple starts its timer on a write
  // otherwise, and `get`, the one call of a process that only serves signed-in reads, is ours).
  store.pruneSessions(); // a failure goes to errorLog; the timer starts either way
  return {
    store,
    async close() {
      await store.close();
      await pool.end().catch((error: Error) => logger.warn(`Closing the session pool: ${error.message}`));
    },
  };
}

/** The secret of this database's sessions: created once (first process wins), then read by every process. */
export async function storedSessionSecret(dataSource: DataSource): Promise<string> {
  await dataSource.query(`INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
    SESSION_SECRET_KEY,
    randomBytes(48).toString('base64url'),
  ]);
  const rows: Array<{ value: string }> = await dataSource.query(`SELECT value FROM app_meta WHERE key = $1`, [
    SESSION_SECRET_KEY,
  ]);
  return rows[0].value;
}
