import { randomBytes } from 'node:crypto';
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler, Request } from 'express';
import session from 'express-session';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { AuthConfig } from './auth-config.js';
import type { Account } from '../domain/account.js';

/** Name of the session cookie over plain HTTP (development, tests); swagger.ts documents it as the `cookie` scheme. */
export const SESSION_COOKIE_NAME = 'tara.sid';

/**
 * The session cookie's name: with Secure cookies (production) `__Host-tara.sid`, which browsers accept only when it is
 * Secure, for Path=/ and without a Domain, so that no subdomain or plain-HTTP page can set or overwrite it.
 */
export function sessionCookieName(secureCookies: boolean): string {
  return secureCookies ? `__Host-${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME;
}
/**
 * A hint for the browser apps, not a credential: `tara.signedin=1` (readable by scripts, no secret) while this browser
 * has a signed-in session. The apps ask GET /api/auth/user only when it is there, so a visitor who never signed in
 * makes no request that answers 401 (issue 13.5: no console error), and the API's contract stays as it is. Set at
 * sign-in and whenever a signed-in request comes without it (it rolls with the session), cleared at sign-out and when
 * the session ends; an app that gets 401 with it deletes it.
 */
export const SIGNED_IN_COOKIE = 'tara.signedin';

/** Sets the signed-in hint with the session cookie's lifetime and attributes (not HttpOnly: the apps read it). */
export function setSignedInHint(req: Request): void {
  const cookie = req.session?.cookie;
  req.res?.cookie(SIGNED_IN_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure: cookie?.secure === true,
    maxAge: cookie?.maxAge ?? undefined,
    path: '/',
  });
}

/** Clears the signed-in hint when the request carries it. */
export function clearSignedInHint(req: Request): void {
  if (hasSignedInHint(req)) req.res?.clearCookie(SIGNED_IN_COOKIE, { path: '/', sameSite: 'lax' });
}

/** Whether the request carries the signed-in hint. */
export function hasSignedInHint(req: Request): boolean {
  return req.headers.cookie?.includes(`${SIGNED_IN_COOKIE}=`) === true;
}

/** Table of connect-pg-simple, created by migration CreateUsers (never by createTableIfMissing). */
export const SESSIONS_TABLE = 'user_sessions';
/** app_meta key of the generated secret when SESSION_SECRET is not set. */
export const SESSION_SECRET_KEY = 'session_secret';
/** A session's expiry, in the table and in the browser's cookie, is pushed forward at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Rolls a signed-in session (its lifetime counted from its last use, to within SESSION_TOUCH_INTERVAL_MS): the cookie
 * is sent again with a new expiry when it was last sent that long ago, not on every response (issue 13.3: a Set-Cookie
 * and its signature on every signed-in answer, about 200 bytes each over mobile data). Marking the session sends the
 * cookie and saves the session once (express-session sets the cookie of a changed session); the guard calls it for a
 * signed-in caller.
 */
export function rollSessionCookie(req: Request, now = Date.now()): void {
  const session = req.session;
  if (!session?.userId) return;
  const last = session.rolledAt ?? Date.parse(session.signedInAt ?? '');
  if (Number.isNaN(last) || now - last >= SESSION_TOUCH_INTERVAL_MS) session.rolledAt = now;
}

/** An OpenID Connect sign-in in progress (authorization code + PKCE), kept in the session until the callback. */
export interface PendingOidcSignIn {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  readonly returnTo: string;
  readonly redirectUri: string;
}

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user; the guard reloads the user (role, ban, suspension) on every request. */
    userId?: string;
    signedInAt?: string;
    /** When the session cookie was last sent with a new expiry (ms since the epoch): rollSessionCookie. */
    rolledAt?: number;
    oidc?: PendingOidcSignIn;
  }
}

const PgStore = connectPgSimple(session);

/**
 * A session row and its member's standing, in one statement (issue 13.3): the guard reads the member fresh on every
 * signed-in request (DESIGN.md 4: role, ban and suspension apply at once), and reading them with the session saves a
 * round trip per request. The session as connect-pg-simple reads it (not expired); the member: none for a session
 * without one (an OpenID Connect sign-in in progress) or whose account is gone.
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
 * The member of the request's session as read with it (one statement: SESSION_WITH_ACCOUNT_SQL), for the guard;
 * undefined when the session was not loaded that way (none, or reloaded since) or has no member.
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
    this.pool.query<SessionWithAccountRow>({ name: 'tara_session_with_account', text: SESSION_WITH_ACCOUNT_SQL, values: [sid] }).then(
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

/**
 * Server-side sessions in PostgreSQL (DESIGN.md 3): express-session + connect-pg-simple on its own small pool, cookie
 * `tara.sid` (`__Host-tara.sid` in production: HttpOnly, SameSite=Lax, Secure, 30 days rolling: rollSessionCookie).
 * Every process on the same database shares the sessions: the store is the table, and the secret is SESSION_SECRET or
 * one random secret kept in app_meta. Closed (prune timer and pool) when the app closes.
 */
export class SessionMiddleware implements OnModuleDestroy {
  private readonly logger = new Logger('Sessions');

  private constructor(
    readonly handler: RequestHandler,
    private readonly store: ThrottledPgStore,
    private readonly pool: pg.Pool,
  ) {}

  static async create(dataSource: DataSource, config: AuthConfig): Promise<SessionMiddleware> {
    const secret = config.sessionSecret ?? (await storedSecret(dataSource));
    const url = (dataSource.options as { url?: string }).url;
    const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5_000, application_name: 'tara-pampanga-sessions' });
    const logger = new Logger('Sessions');
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', (error) => logger.warn(`Session pool: ${error.message}`));
    const store = new ThrottledPgStore(pool, {
      tableName: SESSIONS_TABLE,
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      errorLog: (...args: unknown[]) => logger.error(args.map(String).join(' ')),
    });
    const handler = session({
      name: sessionCookieName(config.secureCookies),
      secret,
      store,
      resave: false,
      saveUninitialized: false,
      // Rolled by rollSessionCookie at most every SESSION_TOUCH_INTERVAL_MS, not on every response.
      rolling: false,
      unset: 'destroy',
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: config.sessionMaxAgeMs,
        path: '/',
      },
    });
    // Expired sessions are deleted now and every pruneSessionInterval (connect-pg-simple starts its timer on a write
    // otherwise, and `get`, the one call of a process that only serves signed-in reads, is ours).
    store.pruneSessions(); // a failure goes to errorLog; the timer starts either way
    return new SessionMiddleware(withoutAnonymousReads(handler), store, pool);
  }

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
    await this.pool.end().catch((error: Error) => this.logger.warn(`Closing the session pool: ${error.message}`));
  }
}

/**
 * Paths under /api whose handlers start or read a session for a caller who has none yet (sign-in, sign-up, the
 * OpenID Connect round trip, sign-out): they always get the session middleware.
 */
const SESSION_PATHS = /^\/(login|logout|auth)(\/|$)/;

/** Whether the request carries a session cookie at all (any value: the session middleware judges it). */
export function hasSessionCookie(req: Request): boolean {
  return req.headers.cookie?.includes(`${SESSION_COOKIE_NAME}=`) === true;
}

/**
 * Issue 13.3: a caller without a session cookie has no session to load, so for them the middleware is skipped
 * (no new session object, no random session id, no response hooks) except on SESSION_PATHS; req.session stays
 * undefined and the guard treats the caller as anonymous. Mounted on /api: req.path is relative to it.
 */
function withoutAnonymousReads(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (hasSessionCookie(req) || SESSION_PATHS.test(req.path) ? handler(req, res, next) : next());
}

/** The secret of this database's sessions: created once (first process wins), then read by every process. */
async function storedSecret(dataSource: DataSource): Promise<string> {
  await dataSource.query(`INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
    SESSION_SECRET_KEY,
    randomBytes(48).toString('base64url'),
  ]);
  const rows: Array<{ value: string }> = await dataSource.query(`SELECT value FROM app_meta WHERE key = $1`, [SESSION_SECRET_KEY]);
  return rows[0].value;
}

/** req.session.regenerate() as a promise: a new session id (and an empty session) at sign-in. */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error: unknown) => (error ? reject(error) : resolve())));
}

/** Deletes the session row; the request keeps no session (and the signed-in hint goes). No-op without a session. */
export function destroySession(req: Request): Promise<void> {
  clearSignedInHint(req);
  if (!req.session) return Promise.resolve();
  return new Promise((resolve, reject) => req.session.destroy((error: unknown) => (error ? reject(error) : resolve())));
}

/** Sign-in: a fresh session id (no fixation), holding only the user id (and a pending OIDC sign-in is dropped). */
export async function startUserSession(req: Request, userId: string, now: Date): Promise<void> {
  await regenerateSession(req);
  req.session.userId = userId;
  req.session.signedInAt = now.toISOString();
  await saveSession(req);
  setSignedInHint(req);
}
