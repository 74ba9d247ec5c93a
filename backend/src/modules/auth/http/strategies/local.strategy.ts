import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { AuthenticatedUser } from '../../../../shared/auth/authenticated-user.js';
import { LoginUseCase } from '../../application/login.use-case.js';
import { callerOf } from './caller.js';
import { stackedPassport, unregisterStrategy, type StackedPassport } from './passport-registry.js';

export const LOCAL_STRATEGY = 'local';

/**
 * Passport strategy 'local' (passport-local): email + password of a built-in account, from the JSON body of
 * POST /api/auth/login (validated first by LocalAuthGuard). LoginUseCase does the work: it counts the attempt against
 * the per-account and per-address limits before the password is checked (429 TOO_MANY_ATTEMPTS), then answers the
 * account or throws INVALID_CREDENTIALS / ACCOUNT_BANNED, which the guard passes on unchanged.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, LOCAL_STRATEGY) implements OnModuleDestroy {
  constructor(private readonly login: LoginUseCase) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  async validate(req: Request, email: string, password: string): Promise<AuthenticatedUser> {
    const account = await this.login.execute({ email, password, ip: req.ip ?? 'unknown' });
    return callerOf(account, 'session');
  }

  getPassportInstance(): StackedPassport {
    return stackedPassport;
  }

  onModuleDestroy(): void {
    unregisterStrategy(LOCAL_STRATEGY, this);
  }
}
