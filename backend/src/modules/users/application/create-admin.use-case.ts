import { randomUUID } from 'node:crypto';
import { Role } from '../../../shared/domain/role.js';
import { normalizeEmail } from '../../../shared/domain/credentials.js';
import { assertAcceptablePassword } from '../domain/password-policy.js';
import { User } from '../domain/user.js';
import { issuePasswordToken } from './password-tokens.js';
import { AuditLog } from './ports/audit-log.js';
import { Clock } from '../../../shared/time/clock.js';
import { PasswordHasher } from '../../../shared/security/password-hasher.js';
import { PasswordTokenRepository } from './ports/password-token.repository.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { UserRepository } from './ports/user.repository.js';

export interface CreateAdminInput {
  readonly email: string;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  /** Without one, a one-time set-password link is made instead. */
  readonly password?: string | null;
}

export interface CreateAdminResult {
  readonly user: User;
  /** False when an existing account was promoted. */
  readonly created: boolean;
  /** Set when no password was given. */
  readonly passwordToken: string | null;
}

/**
 * `npm run admin:create`: makes the account with this email an admin, creating it when missing. An existing
 * account is promoted and any ban or suspension lifted (the operator is restoring access). Audited with no actor.
 */
export class CreateAdminUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly passwordTokens: PasswordTokenRepository,
    private readonly audit: AuditLog,
    private readonly transactions: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateAdminInput): Promise<CreateAdminResult> {
    if (input.password) assertAcceptablePassword(input.password);
    const passwordHash = input.password ? await this.hasher.hash(input.password) : null;
    const now = this.clock.now();
    return this.transactions.run(async () => {
      const existing = await this.users.findByEmail(normalizeEmail(input.email));
      let user: User;
      if (existing) {
        user = existing.withRole(Role.Admin).unsuspend();
        await this.users.changeRoleKeepingAnAdmin(user.id, Role.Admin);
        await this.users.saveModeration(user);
        if (passwordHash) await this.users.setPasswordHash(user.id, passwordHash);
      } else {
        user = User.create({
          id: randomUUID(),
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: Role.Admin,
          createdAt: now,
        });
        await this.users.add(user, passwordHash);
      }
      const passwordToken = passwordHash ? null : await issuePasswordToken(this.passwordTokens, user.id, now);
      await this.audit.record({
        actorId: null,
        action: existing ? 'user.promoted_to_admin' : 'user.created',
        targetUserId: user.id,
        details: {
          via: 'admin:create',
          email: user.email,
          ...(existing ? { from: existing.role } : { role: Role.Admin }),
        },
        at: now,
      });
      return { user, created: !existing, passwordToken };
    });
  }
}
