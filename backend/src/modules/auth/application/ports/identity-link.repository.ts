/** Port: which account an external (OpenID Connect) identity signs in to: (issuer, subject) -> user. */
export abstract class IdentityLinkRepository {
  abstract findUserId(issuer: string, subject: string): Promise<string | null>;
  abstract link(link: { userId: string; issuer: string; subject: string; createdAt: Date }): Promise<void>;
}
