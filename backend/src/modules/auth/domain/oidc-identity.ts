/** Who an OpenID Connect provider says signed in (ID token claims, completed from the userinfo endpoint when needed). */
export interface OidcIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly pictureUrl: string | null;
}
