import { promisify } from 'node:util';
import type { Request } from 'express';
import { clearSignedInHint, setSignedInHint } from './session-cookies.js';

/**
 * Starting and ending a session, for the controllers and the session strategy. The middleware is session-middleware.ts,
 * the cookies session-cookies.ts, what a session holds session-data.ts and where it is kept
 * infrastructure/pg-session.store.ts. Who a session belongs to is the session strategy's question
 * (strategies/session.strategy.ts), asked by the global guard.
 */

/** req.session.regenerate() as a promise: a new session id (and an empty session) at sign-in. */
export function regenerateSession(req: Request): Promise<void> {
  return promisify(req.session.regenerate.bind(req.session))();
}

export function saveSession(req: Request): Promise<void> {
  return promisify(req.session.save.bind(req.session))();
}

/** Deletes the session row; the request keeps no session (and the signed-in hint goes). No-op without a session. */
export function destroySession(req: Request): Promise<void> {
  clearSignedInHint(req);
  if (!req.session) return Promise.resolve();
  return promisify(req.session.destroy.bind(req.session))();
}

/** Sign-in: a fresh session id (no fixation), holding only the user id (and a pending OIDC sign-in is dropped). */
export async function startUserSession(req: Request, userId: string, now: Date): Promise<void> {
  await regenerateSession(req);
  req.session.userId = userId;
  req.session.signedInAt = now.toISOString();
  await saveSession(req);
  setSignedInHint(req);
}
