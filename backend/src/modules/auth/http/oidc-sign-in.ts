import { AuthError, AuthErrorCode } from '../domain/auth.errors.js';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthConfig } from './auth-config.js';
import { saveSession } from './session.js';
import { OidcClient } from '../application/ports/oidc-client.js';
import { SignInWithOidcUseCase } from '../application/sign-in-with-oidc.use-case.js';
import type { Account } from '../domain/account.js';

export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
/** How long a started OpenID Connect sign-in may take. */
export const PENDING_SIGN_IN_MAX_AGE_MS = 15 * 60 * 1000;

/**
 * The HTTP half of an OpenID Connect sign-in: keeps state, nonce, PKCE verifier and returnTo in the (pre-sign-in)
 * session between /api/auth/oidc/start and the provider's redirect to the callback, then hands the verified
 * identity to SignInWithOidcUseCase. `client` is null when OIDC_* are not set.
 */
@Injectable()
export class OidcSignIn {
  constructor(
    private readonly config: AuthConfig,
    private readonly client: OidcClient,
    private readonly signIn: SignInWithOidcUseCase,
  ) {}

  get configured(): boolean {
    return this.config.oidc !== undefined;
  }

  /** Remembers the pending sign-in in the session and answers the provider's authorization URL. */
  async start(req: Request, returnTo: string): Promise<string> {
    this.assertConfigured();
    const redirectUri = this.redirectUri(req);
    const authorization = await this.client.startAuthorization(redirectUri);
    req.session.oidc = {
      state: authorization.state,
      nonce: authorization.nonce,
      codeVerifier: authorization.codeVerifier,
      returnTo,
      redirectUri,
    };
    // A pre-sign-in session only needs to outlive the trip to the provider; signing in starts a fresh 30-day one.
    req.session.cookie.maxAge = PENDING_SIGN_IN_MAX_AGE_MS;
    await saveSession(req);
    return authorization.url;
  }

  /** Completes the sign-in of the callback request; answers the account and where to go next. */
  async finish(req: Request): Promise<{ account: Account; returnTo: string }> {
    this.assertConfigured();
    const pending = req.session.oidc;
    if (!pending) {
      throw new AuthError(AuthErrorCode.OidcSignInFailed, 'This sign-in has expired or was started in another browser. Please try again.');
    }
    delete req.session.oidc;
    const callbackUrl = new URL(pending.redirectUri);
    callbackUrl.search = new URL(req.originalUrl, 'http://callback.invalid').search;
    const identity = await this.client.finishAuthorization(callbackUrl, pending);
    return { account: await this.signIn.execute(identity), returnTo: pending.returnTo };
  }

  private redirectUri(req: Request): string {
    const configured = this.config.oidc?.redirectUrl;
    if (configured) return configured;
    const origin = this.config.publicUrl ?? `${req.protocol}://${req.host}`;
    return `${origin}${OIDC_CALLBACK_PATH}`;
  }

  assertConfigured(): void {
    if (!this.configured) {
      throw new AuthError(AuthErrorCode.OidcNotConfigured, 'Sign-in with an OpenID Connect provider is not configured here');
    }
  }
}
