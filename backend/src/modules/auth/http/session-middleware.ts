import type { OnModuleDestroy } from '@nestjs/common';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { AuthConfig } from './auth-config.js';
import { hasSessionCookie, sessionCookieName } from './session-cookies.js';

/** Where the sessions are kept, and what closing it takes (infrastructure/pg-session.store.ts: the database's table). */
export interface SessionStore {
  readonly store: session.Store;
  close(): Promise<void>;
}

/**
 * Server-side sessions (DESIGN.md 3): express-session over the given store, cookie `tara.sid` (`__Host-tara.sid` in
 * production: HttpOnly, SameSite=Lax, Secure, 30 days rolling: rollSessionCookie). The auth module opens the store
 * (the PostgreSQL table, shared by every process on the same database) and finds the secret (SESSION_SECRET, or one
 * random secret kept in app_meta). The store is closed (prune timer and pool) when the app closes.
 */
export class SessionMiddleware implements OnModuleDestroy {
  private constructor(
    readonly handler: RequestHandler,
    private readonly sessions: SessionStore,
  ) {}

  static create(sessions: SessionStore, secret: string, config: AuthConfig): SessionMiddleware {
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

/**
 * Issue 13.3: a caller without a session cookie has no session to load, so for them the middleware is skipped
 * (no new session object, no random session id, no response hooks) except on SESSION_PATHS; req.session stays
 * undefined and the session strategy finds no caller. Mounted on /api: req.path is relative to it.
 */
function withoutAnonymousReads(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (hasSessionCookie(req) || SESSION_PATHS.test(req.path) ? handler(req, res, next) : next());
}
