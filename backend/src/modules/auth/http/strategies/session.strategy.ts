import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../../../../shared/auth/authenticated-user.js';
import { AuthenticateSessionQuery } from '../../application/authenticate-session.query.js';
import { sessionAccountOf } from '../../infrastructure/pg-session.store.js';
import { bearerToken } from '../bearer-token.js';
import { clearSignedInHint, hasSignedInHint, rollSessionCookie, setSignedInHint } from '../session-cookies.js';
import { destroySession } from '../session.js';
import { callerOf } from './caller.js';
import { stackedPassport, unregisterStrategy, type StackedPassport } from './passport-registry.js';
import { RequestStrategy } from './request.strategy.js';

export const SESSION_STRATEGY = 'session';

/**
 * Passport strategy 'session': the member of the request's session cookie (express-session's req.session.userId), read
 * fresh on every request so that a role change, ban or suspension applies at once. The member comes with the session
 * row in one statement (infrastructure/pg-session.store.ts): no other round trip. A banned or deleted member's session
 * is ended (row deleted, hint cleared) and the request goes on as anonymous; a signed-in one rolls its cookie and gets
 * the signed-in hint back if it lost it. A request with `Authorization: Bearer` is the bearer strategy's alone.
 * The session's shape stays ours (userId, signedInAt): no passport.serializeUser, no req.session.passport.
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(RequestStrategy, SESSION_STRATEGY) implements OnModuleDestroy {
  constructor(private readonly sessions: AuthenticateSessionQuery) {
    super();
  }

  async validate(req: Request): Promise<AuthenticatedUser | null> {
    if (bearerToken(req) !== undefined) return null;
    const userId = req.session?.userId;
    if (!userId) {
      clearSignedInHint(req); // the session ended (expired, revoked): the apps stop asking
      return null;
    }
    const account = await this.sessions.execute(userId, sessionAccountOf(req));
    if (!account) {
      await destroySession(req); // banned or deleted: the session ends now
      return null;
    }
    rollSessionCookie(req);
    if (!hasSignedInHint(req)) setSignedInHint(req);
    return callerOf(account, 'session');
  }

  getPassportInstance(): StackedPassport {
    return stackedPassport;
  }

  onModuleDestroy(): void {
    unregisterStrategy(SESSION_STRATEGY, this);
  }
}
