import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AuthConfig } from './auth-config.js';
import { IS_PUBLIC_KEY, ROLES_KEY } from './auth.decorators.js';
import { AuthError } from './auth.errors.js';
import type { AuthenticatedUser } from './authenticated-user.js';
import { CallerResolver } from './caller-resolver.js';
import { isCrossSiteRequest, isSafeMethod } from './cross-site.js';
import type { Role } from './role.js';
import { destroySession } from './session.js';

type AuthRequest = Request & { user?: AuthenticatedUser };

/**
 * The one global guard (APP_GUARD), deny by default:
 * - @Public(): anyone; the caller is still attached when there is one;
 * - no declaration: signed-in users only (401 UNAUTHENTICATED otherwise);
 * - @Roles(...): signed-in users with one of the roles (403 FORBIDDEN for the others).
 * The caller comes from `Authorization: Bearer <token>` when present, else from the session cookie; it is read
 * fresh on every request, so a role change, ban or suspension applies at once. A banned user's session is ended
 * and the request goes on as anonymous. A suspended user (until suspendedUntil) may read but not change
 * anything (403 ACCOUNT_SUSPENDED on POST, PATCH, PUT, DELETE). Unsafe requests with a cookie from another site
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
    if (roles && roles.length > 0 && !roles.includes(user.role)) throw AuthError.forbidden();
    if (!isSafeMethod(req.method) && isSuspendedNow(user, new Date())) throw AuthError.suspended(user.suspendedUntil as Date);
    return true;
  }

  /** The method's declaration (@Public() or @Roles()) when it has one, else the controller's. */
  private declarationOf(context: ExecutionContext): { isPublic: boolean; roles: readonly Role[] | undefined } {
    for (const target of [context.getHandler(), context.getClass()]) {
      const isPublic = this.reflector.get<boolean | undefined>(IS_PUBLIC_KEY, target);
      const roles = this.reflector.get<Role[] | undefined>(ROLES_KEY, target);
      if (isPublic !== undefined || roles !== undefined) return { isPublic: isPublic === true, roles };
    }
    return { isPublic: false, roles: undefined };
  }

  private async fromSession(req: AuthRequest): Promise<AuthenticatedUser | null> {
    const userId = req.session?.userId;
    if (!userId) return null;
    const user = await this.callers.fromSession(userId);
    if (!user) await destroySession(req); // banned or deleted: the session ends now
    return user;
  }
}

export function isSuspendedNow(user: Pick<AuthenticatedUser, 'isSuspended' | 'suspendedUntil'>, now: Date): boolean {
  return user.isSuspended && user.suspendedUntil !== null && user.suspendedUntil.getTime() > now.getTime();
}

/** The token of `Authorization: Bearer <token>`; undefined without one (other schemes are ignored). */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}
