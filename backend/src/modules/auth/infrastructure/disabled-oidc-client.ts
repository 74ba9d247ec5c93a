import { AuthError, AuthErrorCode } from '../domain/auth.errors.js';
import { OidcClient, type OidcAuthorizationRequest, type OidcIdentity } from '../application/ports/oidc-client.js';

/** The OidcClient when OIDC_* are not set: every call is 404 OIDC_NOT_CONFIGURED. */
export class DisabledOidcClient extends OidcClient {
  override readonly providerName = '';

  override startAuthorization(): Promise<OidcAuthorizationRequest> {
    return Promise.reject(notConfigured());
  }

  override finishAuthorization(): Promise<OidcIdentity> {
    return Promise.reject(notConfigured());
  }
}

function notConfigured(): AuthError {
  return new AuthError(AuthErrorCode.OidcNotConfigured, 'Sign-in with an OpenID Connect provider is not configured here');
}
