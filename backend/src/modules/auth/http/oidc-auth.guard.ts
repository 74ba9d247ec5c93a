import { inspect } from 'node:util';
import { Injectable, Logger, type ExecutionContext } from '@nestjs/common';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { AuthError, AuthErrorCode } from '../domain/auth.errors.js';
import { AuthConfig } from './auth-config.js';
import { safeReturnTo } from './return-to.js';
import {
  OIDC_STRATEGY,
  OidcStrategies,
  oidcNotConfigured,
  type OidcAuthenticateOptions,
} from './strategies/oidc.strategy.js';

export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
/** How long a started OpenID Connect sign-in may take. */
export const PENDING_SIGN_IN_MAX_AGE_MS = 15 * 60 * 1000;

type AuthRequest = Request & { user?: AuthenticatedUser };

/** The redirect URI registered at the provider: OIDC_REDIRECT_URL, else <PUBLIC_URL or this request's origin>/api/auth/oidc/callback. */
function redirectUri(config: AuthConfig, req: Request): string {
  const configured = config.oidc?.redirectUrl;
  if (configured) return configured;
  const origin = config.publicUrl ?? `${req.protocol}://${req.host}`;
  return `${origin}${OIDC_CALLBACK_PATH}`;
}

/** Resolves when the response has been sent (or the connection closed). */
function responseDone(res: Response): Promise<void> {
  if (res.writableEnded) return Promise.resolve();
  return new Promise((resolve) => res.once('close', () => resolve()).once('finish', () => resolve()));
}

/**
 * Starts an OpenID Connect sign-in: Passport's 'oidc' strategy (openid-client's, strategies/oidc.strategy.ts) behind
 * Nest's AuthGuard keeps the pending sign-in (PKCE verifier, state, nonce) in the session, and redirects the browser
 * to the provider. returnTo (a path on this site, else '/') is kept in the session for the callback, and the
 * pre-sign-in session lives 15 minutes, not 30 days. Passport ends the response with the redirect; the handler
 * after this guard has nothing left to do. Not configured: 404 OIDC_NOT_CONFIGURED; provider unreachable: 400
 * OIDC_SIGN_IN_FAILED (JSON: there is no page to go back to yet).
 */
@Injectable()
export class OidcStartGuard extends PassportAuthGuard(OIDC_STRATEGY) {
  private readonly logger = new Logger('OpenIdConnect');

  constructor(
    protected readonly config: AuthConfig,
    private readonly strategies: OidcStrategies,
  ) {
    super();
  }

  /** Whether this request starts a sign-in at the provider (always, on GET /api/auth/oidc/start). */
  protected starts(_req: AuthRequest): boolean {
    return true;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    if (!this.starts(req)) return true;
    res.setHeader('Cache-Control', 'no-store');
    await this.strategies.ready();
    req.session.oidcReturnTo = safeReturnTo(req.query.returnTo);
    // A pre-sign-in session only needs to outlive the trip to the provider; signing in starts a fresh 30-day one.
    req.session.cookie.maxAge = PENDING_SIGN_IN_MAX_AGE_MS;
    // The strategy answers with passport's redirect (the response ends; the authenticate call itself never settles).
    await Promise.race([super.canActivate(context), responseDone(res)]);
    return true;
  }

  override getAuthenticateOptions(context: ExecutionContext): OidcAuthenticateOptions {
    return {
      session: false,
      phase: 'start',
      callbackURL: redirectUri(this.config, context.switchToHttp().getRequest<Request>()),
    };
  }

  override handleRequest<TUser = AuthenticatedUser>(error: unknown, user: AuthenticatedUser | false | null): TUser {
    if (error || !user) throw signInFailure(error, this.logger);
    return user as TUser;
  }
}

/** GET /api/login: goes straight to the provider only with OIDC_ONLY=true and nobody signed in. */
@Injectable()
export class OidcOnlyLoginGuard extends OidcStartGuard {
  protected override starts(req: AuthRequest): boolean {
    return this.config.oidc?.only === true && !req.user;
  }
}

/** Why the OpenID Connect sign-in of a callback request failed (OidcCallbackGuard), for the redirect to /sign-in. */
const callbackFailures = new WeakMap<Request, DomainError>();

export function oidcCallbackFailureOf(req: Request): DomainError | undefined {
  return callbackFailures.get(req);
}

/**
 * The provider's redirect back: Passport's 'oidc' strategy checks state, nonce and PKCE against the pending sign-in,
 * exchanges the code and signs in the account (SignInWithOidcUseCase), which becomes req.user. A failure
 * (OIDC_SIGN_IN_FAILED, OIDC_EMAIL_NOT_VERIFIED, ACCOUNT_BANNED) is kept for the handler, which sends the browser to
 * /sign-in?error=<code> rather than answering JSON. Not configured: 404 OIDC_NOT_CONFIGURED as JSON.
 */
@Injectable()
export class OidcCallbackGuard extends PassportAuthGuard(OIDC_STRATEGY) {
  private readonly logger = new Logger('OpenIdConnect');

  constructor(
    private readonly config: AuthConfig,
    private readonly strategies: OidcStrategies,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthRequest>();
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    if (!this.config.oidc) throw oidcNotConfigured();
    try {
      await this.strategies.ready();
      await super.canActivate(context);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      callbackFailures.set(req, error);
    }
    return true;
  }

  override getAuthenticateOptions(context: ExecutionContext): OidcAuthenticateOptions {
    return {
      session: false,
      phase: 'callback',
      callbackURL: redirectUri(this.config, context.switchToHttp().getRequest<Request>()),
    };
  }

  override handleRequest<TUser = AuthenticatedUser>(error: unknown, user: AuthenticatedUser | false | null): TUser {
    if (error) throw signInFailure(error, this.logger);
    if (!user) {
      // openid-client found no pending sign-in in the session (expired, or another browser) or the provider said no.
      throw new AuthError(
        AuthErrorCode.OidcSignInFailed,
        'This sign-in has expired or was started in another browser. Please try again.',
      );
    }
    return user as TUser;
  }
}

/** A sign-in's domain errors as they are (banned, unverified email); anything else (the provider, the token exchange) is OIDC_SIGN_IN_FAILED. */
function signInFailure(error: unknown, logger: Logger): DomainError {
  if (isDomainError(error)) return error;
  const reason = error instanceof Error ? error.message : typeof error === 'string' ? error : inspect(error);
  logger.warn(`OpenID Connect sign-in failed: ${reason}`);
  return new AuthError(AuthErrorCode.OidcSignInFailed, 'Signing in with your provider did not work. Please try again.');
}

/** `instanceof DomainError` alone narrows to DomainError<any>: this keeps the code's type. */
function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
