import { AuthError, AuthErrorCode } from '../domain/auth.errors.js';
import { Logger } from '@nestjs/common';
import * as client from 'openid-client';
import type { OidcConfig } from '../http/auth-config.js';
import {
  OidcClient,
  type OidcAuthorizationRequest,
  type OidcIdentity,
  type OidcPendingChecks,
} from '../application/ports/oidc-client.js';

const SCOPE = 'openid email profile';

/**
 * OpenID Connect sign-in with openid-client v6: discovery (once, retried after a failure), authorization code
 * flow with PKCE (S256), state and nonce, client_secret_basic at the token endpoint; the claims come from the
 * ID token, completed from the userinfo endpoint when the email is not in it.
 */
export class OpenIdClientOidcClient extends OidcClient {
  private readonly logger = new Logger('OpenIdConnect');
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly config: OidcConfig) {
    super();
  }

  override get providerName(): string {
    return this.config.providerName;
  }

  override async startAuthorization(redirectUri: string): Promise<OidcAuthorizationRequest> {
    const configuration = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  override async finishAuthorization(callbackUrl: URL, pending: OidcPendingChecks): Promise<OidcIdentity> {
    const configuration = await this.discover();
    try {
      const tokens = await client.authorizationCodeGrant(
        configuration,
        callbackUrl,
        { pkceCodeVerifier: pending.codeVerifier, expectedState: pending.state, expectedNonce: pending.nonce, idTokenExpected: true },
        { redirect_uri: pending.redirectUri },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      let profile: Record<string, unknown> = { ...claims };
      if (typeof claims.email !== 'string') {
        profile = { ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)), ...profile };
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
    } catch (error) {
      this.logger.warn(`OpenID Connect sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new AuthError(AuthErrorCode.OidcSignInFailed, 'Signing in with your provider did not work. Please try again.');
    }
  }

  private discover(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(
        new URL(this.config.issuerUrl),
        this.config.clientId,
        undefined,
        client.ClientSecretBasic(this.config.clientSecret),
        // Plain-http issuers only in the OIDC integration test (see OidcConfig.allowInsecureRequests).
        this.config.allowInsecureRequests ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        this.logger.error(`OpenID Connect discovery at ${this.config.issuerUrl} failed: ${error instanceof Error ? error.message : String(error)}`);
        throw new AuthError(AuthErrorCode.OidcSignInFailed, 'The sign-in provider cannot be reached right now. Please try again later.');
      });
    return this.configuration;
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
