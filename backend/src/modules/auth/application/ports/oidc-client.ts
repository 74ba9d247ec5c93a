/** A started authorization-code + PKCE sign-in: send the browser to `url`, keep the rest for the callback. */
export interface OidcAuthorizationRequest {
  readonly url: string;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

export interface OidcPendingChecks {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  readonly redirectUri: string;
}

/** Who the provider says signed in (ID token claims, completed from the userinfo endpoint when needed). */
export interface OidcIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly pictureUrl: string | null;
}

/** Port: an OpenID Connect provider (openid-client adapter). Only bound when OIDC_* are set. */
export abstract class OidcClient {
  abstract readonly providerName: string;
  abstract startAuthorization(redirectUri: string): Promise<OidcAuthorizationRequest>;
  /** Exchanges the code of the callback URL (state, nonce and PKCE checked); throws OIDC_SIGN_IN_FAILED. */
  abstract finishAuthorization(callbackUrl: URL, pending: OidcPendingChecks): Promise<OidcIdentity>;
}
