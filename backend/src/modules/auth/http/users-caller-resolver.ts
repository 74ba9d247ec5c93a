import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { CallerResolver } from './caller-resolver.js';
import { AuthenticateApiTokenQuery, AuthenticateSessionQuery } from '../application/authenticate.queries.js';
import type { Account } from '../domain/account.js';

/** The global guard's CallerResolver, answered by this module's use cases. */
@Injectable()
export class UsersCallerResolver extends CallerResolver {
  constructor(
    private readonly sessions: AuthenticateSessionQuery,
    private readonly tokens: AuthenticateApiTokenQuery,
  ) {
    super();
  }

  override async fromSession(userId: string, loaded?: Account): Promise<AuthenticatedUser | null> {
    const user = await this.sessions.execute(userId, loaded);
    return user ? toAuthenticatedUser(user, 'session') : null;
  }

  override async fromApiToken(token: string): Promise<AuthenticatedUser | null> {
    const user = await this.tokens.execute(token);
    return user ? toAuthenticatedUser(user, 'token') : null;
  }
}

function toAuthenticatedUser(user: Account, via: AuthenticatedUser['via']): AuthenticatedUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isBanned: user.isBanned,
    isSuspended: user.isSuspended,
    suspendedUntil: user.suspendedUntil,
    via,
  };
}
