import { isSuspendedAt } from '../../../shared/domain/account-standing.js';
import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { AuthConfig } from './auth-config.js';
import {
  ALLOWED_WHILE_SUSPENDED_KEY,
  FORBIDDEN_MESSAGE_KEY,
  IS_PUBLIC_KEY,
  ROLES_KEY,
} from '../../../shared/auth/auth.decorators.js';
import { AuthError } from '../domain/auth.errors.js';
import { KernelError } from '../../../shared/domain/kernel.errors.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { bearerToken } from './bearer-token.js';
import { isCrossSiteRequest, isSafeMethod } from './cross-site.js';
import type { Role } from '../../../shared/domain/role.js';
import { BEARER_STRATEGY } from './strategies/api-token.strategy.js';
import { SESSION_STRATEGY } from './strategies/session.strategy.js';

type AuthRequest = Request & { user?: AuthenticatedUser };

/** The strategies that find the caller of every request, in order: an API token, else the session cookie. */
export const CALLER_STRATEGIES = [BEARER_STRATEGY, SESSION_STRATEGY];

/**
 * The one global guard (APP_GUARD), deny by default, on Nest's Passport AuthGuard over the strategies 'bearer'
 * (`Authorization: Bearer <token>`, strategies/api-token.strategy.ts) and 'session' (the session cookie,
 * strategies/session.strategy.ts), which read the caller fresh on every request, so a role change, ban or suspension
 * applies at once (a banned user's session is ended and the request goes on as anonymous). Then:
 * - @Public(): anyone; the caller is still attached when there is one, and no one is refused for having none;
 * - no declaration: signed-in users only (401 UNAUTHENTICATED otherwise);
 * - @Roles(...): signed-in users with one of the roles (403 FORBIDDEN for the others, with @ForbiddenMessage's text).
 * A suspended user (until suspendedUntil) may read but not change anything (403 ACCOUNT_SUSPENDED on POST, PATCH, PUT,
 * DELETE) but what is marked @AllowedWhileSuspended(). Unsafe requests with a cookie from another site are refused
 * first (403 CROSS_SITE_REQUEST_BLOCKED); bearer-token requests carry no ambient credential and are exempt. An unknown
 * or revoked token is answered `WWW-Authenticate: Bearer error="invalid_token"` (and 401 where a caller is needed).
 * Passport's own answers never go out: every refusal is an AuthError or a KernelError, rendered by the one exception filter.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard(CALLER_STRATEGIES) {
  constructor(
    private readonly reflector: Reflector,
    private readonly config: AuthConfig,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<AuthRequest>();
    const { isPublic, roles } = this.declarationOf(context);

    if (bearerToken(req) === undefined && isCrossSiteRequest(req, this.config.publicUrl)) throw AuthError.crossSite();
    await super.canActivate(context); // passport.authenticate(['bearer', 'session']): req.user, or none (handleRequest)
    const user = req.user;
    if (isPublic) return true;

    if (!user) throw KernelError.unauthenticated();
    if (roles && roles.length > 0 && !roles.includes(user.role))
      throw KernelError.forbidden(this.forbiddenMessageOf(context));
    if (!isSafeMethod(req.method) && isSuspendedAt(user, new Date()) && !this.allowedWhileSuspended(context)) {
      throw AuthError.suspended(user.suspendedUntil as Date);
    }
    return true;
  }

  /**
   * Passport's verdict: its errors go on as they are (the filter renders them), a caller is attached, and no caller
   * is not refused here (a public endpoint serves anonymous callers; canActivate decides). Passport's own 401 never goes out.
   */
  override handleRequest<TUser = AuthenticatedUser | undefined>(
    error: Error | null,
    user: AuthenticatedUser | false | null,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (error) throw error;
    if (user) return user as TUser;
    const req = context.switchToHttp().getRequest<AuthRequest>();
    if (bearerToken(req) !== undefined)
      context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
    return undefined as TUser;
  }

  /** Declarations read once per handler (metadata never changes after start-up): no reflection per request. */
  private readonly declarations = new WeakMap<object, { isPublic: boolean; roles: readonly Role[] | undefined }>();

  /** The method's declaration (@Public() or @Roles()) when it has one, else the controller's. */
  private declarationOf(context: ExecutionContext): { isPublic: boolean; roles: readonly Role[] | undefined } {
    const handler = context.getHandler();
    let declaration = this.declarations.get(handler);
    if (!declaration) {
      declaration = this.readDeclaration(context);
      this.declarations.set(handler, declaration);
    }
    return declaration;
  }

  private readDeclaration(context: ExecutionContext): { isPublic: boolean; roles: readonly Role[] | undefined } {
    for (const target of [context.getHandler(), context.getClass()]) {
      const isPublic = this.reflector.get<boolean | undefined>(IS_PUBLIC_KEY, target);
      const roles = this.reflector.get<Role[] | undefined>(ROLES_KEY, target);
      if (isPublic !== undefined || roles !== undefined) return { isPublic: isPublic === true, roles };
    }
    return { isPublic: false, roles: undefined };
  }

  private allowedWhileSuspended(context: ExecutionContext): boolean {
    return this.reflector.get<boolean | undefined>(ALLOWED_WHILE_SUSPENDED_KEY, context.getHandler()) === true;
  }

  private forbiddenMessageOf(context: ExecutionContext): string | undefined {
    return this.reflector.getAllAndOverride<string | undefined>(FORBIDDEN_MESSAGE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
  }
}
