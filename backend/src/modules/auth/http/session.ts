import type { OnModuleDestroy } from '@nestjs/common';
import type { RequestHandler, Request } from 'express';
import session from 'express-session';
import type { DataSource } from 'typeorm';
import type { AuthConfig } from './auth-config.js';
import {
  openPgSessionStore,
  SESSION_TOUCH_INTERVAL_MS,
  storedSessionSecret,
  type PgSessionStore,
} from '../infrastructure/pg-session.store.js';

/**
 * The HTTP side of sessions: express-session over the PostgreSQL store (infrastructure/pg-session.store.ts), the
 * cookie and its signed-in hint, and starting and ending a session. Who a session belongs to is the session strategy's
 * question (strategies/session.strategy.ts), asked by the global guard.
 */
export { SESSION_SECRET_KEY, SESSION_TOUCH_INTERVAL_MS, SESSIONS_TABLE } from '../infrastructure/pg-session.store.js';

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

/**
 * Rolls a signed-in session (its lifetime counted from its last use, to within SESSION_TOUCH_INTERVAL_MS): the cookie
 * is sent again with a new expiry when it was last sent that long ago, not on every response (issue 13.3: a Set-Cookie
 * and its signature on every signed-in answer, about 200 bytes each over mobile data). Marking the session sends the
 * cookie and saves the session once (express-session sets the cookie of a changed session); the session strategy calls
 * it for a signed-in caller.
 */
export function rollSessionCookie(req: Request, now = Date.now()): void {
  const session = req.session;
  if (!session?.userId) return;
  const last = session.rolledAt ?? Date.parse(session.signedInAt ?? '');
  if (Number.isNaN(last) || now - last >= SESSION_TOUCH_INTERVAL_MS) session.rolledAt = now;
}

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user; the session strategy reloads the user (role, ban, suspension) on every request. */
    userId?: string;
    signedInAt?: string;
    /** When the session cookie was last sent with a new expiry (ms since the epoch): rollSessionCookie. */
    rolledAt?: number;
    /**
     * An OpenID Connect sign-in in progress, as openid-client's Passport strategy keeps it under its session key
     * (strategies/oidc.strategy.ts OIDC_SESSION_KEY): the PKCE verifier, state and nonce, until the callback.
     */
    oidc?: {
      readonly code_verifier: string;
      readonly state?: string;
      readonly nonce?: string;
      readonly max_age?: number;
    };
    /** Where the OpenID Connect sign-in in progress goes back to (a safeReturnTo path). */
    oidcReturnTo?: string;
  }
}

/**
 * Server-side sessions in PostgreSQL (DESIGN.md 3): express-session + connect-pg-simple on its own small pool, cookie
 * `tara.sid` (`__Host-tara.sid` in production: HttpOnly, SameSite=Lax, Secure, 30 days rolling: rollSessionCookie).
 * Every process on the same database shares the sessions: the store is the table, and the secret is SESSION_SECRET or
 * one random secret kept in app_meta. Closed (prune timer and pool) when the app closes.
 */
export class SessionMiddleware implements OnModuleDestroy {
  private constructor(
    readonly handler: RequestHandler,
    private readonly sessions: PgSessionStore,
  ) {}

  static async create(dataSource: DataSource, config: AuthConfig): Promise<SessionMiddleware> {
    const secret = config.sessionSecret ?? (await storedSessionSecret(dataSource));
    const sessions = openPgSessionStore(dataSource);
    const handler = session({
      name: sessionCookieName(config.secureCookies),
      secret,
      store: sessions.store,
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
    return new SessionMiddleware(withoutAnonymousReads(handler), sessions);
  }

  async onModuleDestroy(): Promise<void> {
    await this.sessions.close();
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
 * undefined and the session strategy finds no caller. Mounted on /api: req.path is relative to it.
 */
function withoutAnonymousReads(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (hasSessionCookie(req) || SESSION_PATHS.test(req.path) ? handler(req, res, next) : next());
}

/** req.session.regenerate() as a promise: a new session id (and an empty session) at sign-in. */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())),
  );
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
