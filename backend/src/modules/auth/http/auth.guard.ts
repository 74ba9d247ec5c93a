import { isSuspendedAt } from '../../../shared/domain/account-standing.js';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AuthConfig } from './auth-config.js';
import { ALLOWED_WHILE_SUSPENDED_KEY, FORBIDDEN_MESSAGE_KEY, IS_PUBLIC_KEY, ROLES_KEY } from '../../../shared/auth/auth.decorators.js';
import { AuthError } from '../domain/auth.errors.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { CallerResolver } from './caller-resolver.js';
import { isCrossSiteRequest, isSafeMethod } from './cross-site.js';
import type { Role } from '../../../shared/domain/role.js';
import { clearSignedInHint, destroySession, hasSignedInHint, rollSessionCookie, sessionAccountOf, setSignedInHint } from './session.js';

type AuthRequest = Request & { user?: AuthenticatedUser };

/**
 * The one global guard (APP_GUARD), deny by default:
 * - @Public(): anyone; the caller is still attached when there is one;
 * - no declaration: signed-in users only (401 UNAUTHENTICATED otherwise);
 * - @Roles(...): signed-in users with one of the roles (403 FORBIDDEN for the others).
 * The caller comes from `Authorization: Bearer <token>` when present, else from the session cookie; it is read
 * fresh on every request, so a role change, ban or suspension applies at once. A banned user's session is ended
 * and the request goes on as anonymous. A suspended user (until suspendedUntil) may read but not change
 * anything (403 ACCOUNT_SUSPENDED on POST, PATCH, PUT, DELETE) but what is marked @AllowedWhileSuspended(). Unsafe requests with a cookie from another site
 * are refused first (403 CROSS_SITE_REQUEST_BLOCKED); bearer-token requests carry no ambient credential and are exempt.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly callers: CallerResolver,
    private readonly config: AuthConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<AuthRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const { isPublic, roles } = this.declarationOf(context);

    const token = bearerToken(req);
    if (token === undefined && isCrossSiteRequest(req, this.config.publicUrl)) throw AuthError.crossSite();

    const user = token !== undefined ? await this.callers.fromApiToken(token) : await this.fromSession(req);
    if (user) req.user = user;
    else if (token !== undefined) res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
    if (isPublic) return true;

    if (!user) throw AuthError.unauthenticated();
    if (roles && roles.length > 0 && !roles.includes(user.role)) throw AuthError.forbidden(this.forbiddenMessageOf(context));
    if (!isSafeMethod(req.method) && isSuspendedAt(user, new Date()) && !this.allowedWhileSuspended(context)) {
      throw AuthError.suspended(user.suspendedUntil as Date);
    }
    return true;
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
    return this.reflector.getAllAndOverride<string | undefined>(FORBIDDEN_MESSAGE_KEY, [context.getHandler(), context.getClass()]);
  }

  private async fromSession(req: AuthRequest): Promise<AuthenticatedUser | null> {
    const userId = req.session?.userId;
    if (!userId) {
      clearSignedInHint(req); // the session ended (expired, revoked): the apps stop asking
      return null;
    }
    const user = await this.callers.fromSession(userId, sessionAccountOf(req));
    if (!user) {
      await destroySession(req); // banned or deleted: the session ends now
      return null;
    }
    rollSessionCookie(req);
    if (!hasSignedInHint(req)) setSignedInHint(req);
    return user;
  }
}

/** The token of `Authorization: Bearer <token>`; undefined without one (other schemes are ignored). */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}
