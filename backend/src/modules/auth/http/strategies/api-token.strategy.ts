import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-http-bearer';
import type { AuthenticatedUser } from '../../../../shared/auth/authenticated-user.js';
import { AuthenticateApiTokenQuery } from '../../application/authenticate-api-token.query.js';
import { bearerToken } from '../bearer-token.js';
import { callerOf } from './caller.js';
import { stackedPassport, unregisterStrategy, type StackedPassport } from './passport-registry.js';

export const BEARER_STRATEGY = 'bearer';

/**
 * Passport strategy 'bearer' (passport-http-bearer): the owner of a personal API token sent as
 * `Authorization: Bearer tp_...`, read fresh on every request (a revoked token or a banned owner stops at once).
 * Only the Authorization header counts (RFC 6750 2.1): passport-http-bearer would also take `access_token` from the
 * query string or a form body, which puts tokens in URLs and logs; the API documents the header alone. The header is
 * read as bearerToken() reads it (any whitespace after the scheme), as the session strategy does to stand aside.
 */
@Injectable()
export class ApiTokenStrategy extends PassportStrategy(Strategy, BEARER_STRATEGY) implements OnModuleDestroy {
  constructor(private readonly tokens: AuthenticateApiTokenQuery) {
    super({ realm: 'Tara Pampanga API' });
  }

  override authenticate(req: Request, options?: object): void {
    const token = bearerToken(req);
    super.authenticate(
      { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } } as Request,
      options,
    );
  }

  async validate(token: string): Promise<AuthenticatedUser | null> {
    const owner = await this.tokens.execute(token);
    return owner ? callerOf(owner, 'token') : null;
  }

  getPassportInstance(): StackedPassport {
    return stackedPassport;
  }

  onModuleDestroy(): void {
    unregisterStrategy(BEARER_STRATEGY, this);
  }
}
