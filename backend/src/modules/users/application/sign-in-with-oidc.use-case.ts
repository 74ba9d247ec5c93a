import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '../domain/email.js';
import { User } from '../domain/user.js';
import { UserError, UserErrorCode } from '../domain/user.errors.js';
import { Clock } from './ports/clock.js';
import { IdentityLinkRepository } from './ports/identity-link.repository.js';
import type { OidcIdentity } from './ports/oidc-client.js';
import { TransactionRunner } from './ports/transaction-runner.js';
import { UserRepository } from './ports/user.repository.js';

/**
 * The account an OpenID Connect sign-in lands in: the one already linked to (issuer, subject); else the account
 * with the provider's verified email, now linked; else a new member (role user) created from the claims.
 * An unverified or missing email is refused (403 OIDC_EMAIL_NOT_VERIFIED): it could claim someone else's account.
 */
export class SignInWithOidcUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly links: IdentityLinkRepository,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(identity: OidcIdentity): Promise<User> {
    const now = this.clock.now();
    const linkedId = await this.links.findUserId(identity.issuer, identity.subject);
    const linked = linkedId ? await this.users.findById(linkedId) : null;
    if (linked) return this.admit(linked, now);

    if (!identity.email || !identity.emailVerified) {
      throw new UserError(
        UserErrorCode.OidcEmailNotVerified,
        'Your sign-in provider did not confirm your email address, so we cannot sign you in with it',
      );
    }
    const email = normalizeEmail(identity.email);
    return this.transactions.run(async () => {
      const existing = await this.users.findByEmail(email);
      const user =
        existing ??
        User.create({
          id: randomUUID(),
          email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          profileImageUrl: identity.pictureUrl && /^https?:\/\//i.test(identity.pictureUrl) ? identity.pictureUrl : null,
          createdAt: now,
        });
      if (user.isBanned) throw UserError.banned();
      if (!existing) await this.users.add(user, null);
      await this.links.link({ userId: user.id, issuer: identity.issuer, subject: identity.subject, createdAt: now });
      return user.asOf(now);
    });
  }

  private admit(user: User, now: Date): User {
    if (user.isBanned) throw UserError.banned();
    return user.asOf(now);
  }
}
