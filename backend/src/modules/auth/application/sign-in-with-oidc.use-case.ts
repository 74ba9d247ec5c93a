import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '../../../shared/domain/credentials.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { Clock } from '../../../shared/time/clock.js';
import { accountAsOf, type Account } from '../domain/account.js';
import { AuthError, AuthErrorCode } from '../domain/auth.errors.js';
import { AccountDirectory } from './ports/account-directory.js';
import { IdentityLinkRepository } from './ports/identity-link.repository.js';
import type { OidcIdentity } from '../domain/oidc-identity.js';

/**
 * The account an OpenID Connect sign-in lands in: the one already linked to (issuer, subject); else the account
 * with the provider's verified email, now linked; else a new member (role user) created from the claims.
 * An unverified or missing email is refused (403 OIDC_EMAIL_NOT_VERIFIED): it could claim someone else's account.
 */
export class SignInWithOidcUseCase {
  constructor(
    private readonly accounts: AccountDirectory,
    private readonly links: IdentityLinkRepository,
    private readonly transactions: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(identity: OidcIdentity): Promise<Account> {
    const now = this.clock.now();
    const linkedId = await this.links.findUserId(identity.issuer, identity.subject);
    const linked = linkedId ? await this.accounts.findById(linkedId) : null;
    if (linked) return this.admit(linked, now);

    if (!identity.email || !identity.emailVerified) {
      throw new AuthError(
        AuthErrorCode.OidcEmailNotVerified,
        'Your sign-in provider did not confirm your email address, so we cannot sign you in with it',
      );
    }
    const email = normalizeEmail(identity.email);
    return this.transactions.run(async () => {
      const existing = await this.accounts.findByEmail(email);
      if (existing?.isBanned) throw AuthError.banned();
      const account =
        existing ??
        (await this.accounts.open(
          {
            id: randomUUID(),
            email,
            firstName: identity.firstName,
            lastName: identity.lastName,
            profileImageUrl:
              identity.pictureUrl && /^https?:\/\//i.test(identity.pictureUrl) ? identity.pictureUrl : null,
            createdAt: now,
          },
          null,
        ));
      await this.links.link({ userId: account.id, issuer: identity.issuer, subject: identity.subject, createdAt: now });
      return accountAsOf(account, now);
    });
  }

  private admit(account: Account, now: Date): Account {
    if (account.isBanned) throw AuthError.banned();
    return accountAsOf(account, now);
  }
}
