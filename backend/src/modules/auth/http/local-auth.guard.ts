import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { validatedBody } from '../../../shared/http/request-pipes.js';
import { AuthError, AuthErrorCode } from '../domain/auth.errors.js';
import { LoginRequest } from './dto/auth.requests.js';
import { LOCAL_STRATEGY } from './strategies/local.strategy.js';

/**
 * POST /api/auth/login: Passport's 'local' strategy (strategies/local.strategy.ts) behind Nest's AuthGuard. The body is
 * validated first, as the global pipes would (guards run before pipes): a malformed body is 400 VALIDATION_FAILED
 * and never counts as a sign-in attempt. The strategy's errors go out unchanged (INVALID_CREDENTIALS, ACCOUNT_BANNED,
 * TOO_MANY_ATTEMPTS with its Retry-After header); the handler starts the session (a new session id).
 */
@Injectable()
export class LocalAuthGuard extends PassportAuthGuard(LOCAL_STRATEGY) {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    req.body = await validatedBody(req.body, LoginRequest);
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser = AuthenticatedUser>(
    error: Error | null,
    user: AuthenticatedUser | false | null,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (error instanceof AuthError && error.code === AuthErrorCode.TooManyAttempts) {
      const retryAfter = error.details?.retryAfterSeconds;
      context
        .switchToHttp()
        .getResponse<Response>()
        .setHeader('Retry-After', String(typeof retryAfter === 'number' ? retryAfter : 60));
    }
    if (error) throw error;
    if (!user) throw AuthError.invalidCredentials(); // passport-local's "missing credentials" (the body check comes first)
    return user as TUser;
  }
}
