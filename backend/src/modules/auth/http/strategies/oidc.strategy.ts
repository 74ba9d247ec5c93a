import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import * as client from 'openid-client';
import { Strategy, type AuthenticateOptions } from 'openid-client/passport';
import type { AuthenticatedUser } from '../../../../shared/auth/authenticated-user.js';
import { SignInWithOidcUseCase } from '../../application/sign-in-with-oidc.use-case.js';
import { AuthError, AuthErrorCode } from '../../domain/auth.errors.js';
import type { OidcIdentity } from '../../domain/oidc-identity.js';
import { AuthConfig, type OidcConfig } from '../auth-config.js';
import { callerOf } from './caller.js';
import { stackedPassport, unregisterStrategy, type StackedPassport } from './passport-registry.js';

export const OIDC_STRATEGY = 'oidc';
/** Where in the session openid-client's strategy keeps a sign-in in progress (PKCE verifier, state, nonce). */
export const OIDC_SESSION_KEY = 'oidc';
const SCOPE = 'openid email profile';

/** The options the OpenID Connect guards pass to passport.authenticate('oidc'). */
export interface OidcAuthenticateOptions extends AuthenticateOptions {
  /** 'start': send the browser to the provider; 'callback': finish the sign-in the provider sent back. */
  readonly phase: 'start' | 'callback';
}

/**
 * Passport strategy 'oidc': openid-client's own Passport strategy (openid-client/passport), authorization code flow
 * with PKCE (S256), plus a state and a nonce on every request (the strategy adds them only for providers without PKCE),
 * client_secret_basic at the token endpoint. The pending sign-in lives in the session under OIDC_SESSION_KEY until
 * the callback. The identity comes from the ID token, completed from the userinfo endpoint when the email is not in
 * it, and SignInWithOidcUseCase decides the account (linked, same verified email, or new; banned and unverified
 * refused). Which phase runs is the guard's choice (OidcAuthenticateOptions.phase), never the query string's: a
 * callback without a code fails instead of starting a new sign-in.
 */
export class OidcStrategy extends PassportStrategy(Strategy, OIDC_STRATEGY) {
  constructor(
    private readonly configuration: client.Configuration,
    private readonly signIn: SignInWithOidcUseCase,
  ) {
    super({ config: configuration, scope: SCOPE, sessionKey: OIDC_SESSION_KEY });
  }

  async validate(
    tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  ): Promise<AuthenticatedUser> {
    return callerOf(await this.signIn.execute(await this.identityOf(tokens)), 'session');
  }

  override authorizationRequestParams<TOptions extends AuthenticateOptions>(
    req: Request,
    options: TOptions,
  ): URLSearchParams {
    const params = new URLSearchParams(super.authorizationRequestParams(req, options));
    params.set('state', client.randomState());
    params.set('nonce', client.randomNonce());
    return params;
  }

  override shouldInitiateAuthRequest<TOptions extends AuthenticateOptions>(
    _req: Request,
    _currentUrl: URL,
    options: TOptions,
  ): boolean {
    return (options as Partial<OidcAuthenticateOptions>).phase === 'start';
  }

  getPassportInstance(): StackedPassport {
    return stackedPassport;
  }

  private async identityOf(
    tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  ): Promise<OidcIdentity> {
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    let profile: Record<string, unknown> = { ...claims };
    if (typeof claims.email !== 'string') {
      profile = { ...(await client.fetchUserInfo(this.configuration, tokens.access_token, claims.sub)), ...profile };
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: typeof profile.email === 'string' ? profile.email : null,
      emailVerified: profile.email_verified === true || profile.email_verified === 'true',
      firstName: text(profile.given_name),
      lastName: text(profile.family_name),
      pictureUrl: text(profile.picture),
    };
  }
}

/**
 * The app's 'oidc' strategy, made when first needed: openid-client's strategy needs the provider's metadata, so the
 * provider is discovered on the first sign-in (not at start-up: the app starts and serves while the provider is down)
 * and again after a failure. Not configured (no OIDC_*): 404 OIDC_NOT_CONFIGURED.
 */
@Injectable()
export class OidcStrategies implements OnModuleDestroy {
  private readonly logger = new Logger('OpenIdConnect');
  private strategy: Promise<OidcStrategy> | undefined;
  private registered: OidcStrategy | undefined;
  private closed = false;

  constructor(
    private readonly config: AuthConfig,
    private readonly signIn: SignInWithOidcUseCase,
  ) {}

  /** The 'oidc' strategy, registered with Passport. */
  ready(): Promise<OidcStrategy> {
    const oidc = this.config.oidc;
    if (!oidc) return Promise.reject(oidcNotConfigured());
    this.strategy ??= this.discover(oidc).then(
      (configuration) => {
        if (this.closed) throw new AuthError(AuthErrorCode.OidcSignInFailed, 'This server is shutting down: try again');
        this.registered = new OidcStrategy(configuration, this.signIn);
        return this.registered;
      },
      (error: unknown) => {
        this.strategy = undefined;
        this.logger.error(
          `OpenID Connect discovery at ${oidc.issuerUrl} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        throw new AuthError(
          AuthErrorCode.OidcSignInFailed,
          'The sign-in provider cannot be reached right now. Please try again later.',
        );
      },
    );
    return this.strategy;
  }

  onModuleDestroy(): void {
    this.closed = true;
    if (this.registered) unregisterStrategy(OIDC_STRATEGY, this.registered);
  }

  private discover(oidc: OidcConfig): Promise<client.Configuration> {
    return client.discovery(
      new URL(oidc.issuerUrl),
      oidc.clientId,
      undefined,
      client.ClientSecretBasic(oidc.clientSecret),
      // Plain-http issuers only in the OIDC integration test (see OidcConfig.allowInsecureRequests).
      oidc.allowInsecureRequests ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  }
}

export function oidcNotConfigured(): AuthError {
  return new AuthError(
    AuthErrorCode.OidcNotConfigured,
    'Sign-in with an OpenID Connect provider is not configured here',
  );
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
