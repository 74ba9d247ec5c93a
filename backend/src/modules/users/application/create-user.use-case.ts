import { randomUUID } from 'node:crypto';
import { User } from '../domain/user.js';
import { UserError } from '../domain/user.errors.js';
import { issuePasswordToken } from './password-tokens.js';
import { AuditLog } from './ports/audit-log.js';
import { Clock } from '../../../shared/time/clock.js';
import { PasswordTokenRepository } from './ports/password-token.repository.js';
import { UnitOfWork } from '../../../shared/persistence/unit-of-work.js';
import { UserRepository } from './ports/user.repository.js';

export interface CreateUserInput {
  readonly actorId: string;
  readonly email: string;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly role?: string;
}

export interface CreatedUser {
  readonly user: User;
  /** One-time token of the set-password link (7 days). */
  readonly passwordToken: string;
}

/** POST /api/users (admin): an account without a password, plus a one-time link for the person to set one. */
export class CreateUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly passwordTokens: PasswordTokenRepository,
    private readonly audit: AuditLog,
    private readonly transactions: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateUserInput): Promise<CreatedUser> {
    const now = this.clock.now();
    const user = User.create({
      id: randomUUID(),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      createdAt: now,
    });
    return this.transactions.run(async () => {
      if (await this.users.findByEmail(user.email)) throw UserError.emailTaken();
      await this.users.add(user, null);
      const passwordToken = await issuePasswordToken(this.passwordTokens, user.id, now);
      await this.audit.record({
        actorId: input.actorId,
        action: 'user.created',
        targetUserId: user.id,
        details: { email: user.email, role: user.role },
        at: now,
      });
      return { user, passwordToken };
    });
  }
}
