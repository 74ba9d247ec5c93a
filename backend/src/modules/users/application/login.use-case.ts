import { normalizeEmail } from '../domain/email.js';
import type { User } from '../domain/user.js';
import { UserError } from '../domain/user.errors.js';
import { Clock } from './ports/clock.js';
import { LoginFailureCounter, type FailureWindow } from './ports/login-failure-counter.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { UserRepository } from './ports/user.repository.js';

export interface LoginThrottleLimits {
  readonly maxFailuresPerAccount: number;
  readonly maxFailuresPerIp: number;
  readonly windowMinutes: number;
}

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  /** Client address, for the per-IP limit. */
  readonly ip: string;
}

const ACCOUNT_KEY = 'account:';
const IP_KEY = 'ip:';

/**
 * POST /api/auth/login with a built-in account. Unknown email and wrong password fail alike (401
 * INVALID_CREDENTIALS, and a dummy hash is checked for an unknown email so that both take about as long).
 * Failures are counted per account and per IP in a shared window; at the limit every attempt, right or wrong,
 * is 429 TOO_MANY_ATTEMPTS until the window ends. A success clears the account's counter. A banned account is
 * refused (403) only once the password is right, so the answer reveals nothing to someone without it.
 */
export class LoginUseCase {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly failures: LoginFailureCounter,
    private readonly clock: Clock,
    private readonly limits: LoginThrottleLimits,
  ) {}

  async execute(input: LoginInput): Promise<User> {
    const now = this.clock.now();
    const email = normalizeEmail(input.email);
    const keys = [`${ACCOUNT_KEY}${email}`, `${IP_KEY}${input.ip}`];
    const windowMs = this.limits.windowMinutes * 60_000;
    const windowStart = new Date(now.getTime() - windowMs);

    const retryAfter = this.retryAfterSeconds(await this.failures.current(keys, windowStart), now, windowMs);
    if (retryAfter !== null) throw UserError.tooManyAttempts(retryAfter);

    const stored = await this.users.findCredentials(email);
    const valid = stored?.passwordHash
      ? await this.hasher.verify(stored.passwordHash, input.password)
      : await this.checkDummy(input.password);
    if (!stored || !valid) {
      await this.failures.recordFailure(keys, now, windowStart);
      throw UserError.invalidCredentials();
    }
    if (stored.user.isBanned) throw UserError.banned();
    await this.failures.reset(keys[0]);
    if (stored.user.hasExpiredSuspensionAt(now)) await this.users.clearExpiredSuspension(stored.user.id, now);
    return stored.user.asOf(now);
  }

  /** Seconds until the latest-ending exhausted window ends; null when no limit is reached. */
  private retryAfterSeconds(windows: readonly FailureWindow[], now: Date, windowMs: number): number | null {
    const ends = windows
      .filter((window) => window.count >= this.limitOf(window.key))
      .map((window) => window.windowStartedAt.getTime() + windowMs);
    if (ends.length === 0) return null;
    return Math.max(1, Math.ceil((Math.max(...ends) - now.getTime()) / 1000));
  }

  private limitOf(key: string): number {
    return key.startsWith(ACCOUNT_KEY) ? this.limits.maxFailuresPerAccount : this.limits.maxFailuresPerIp;
  }

  /** Same work as a real check, always false (unknown email or an account without a password). */
  private async checkDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hasher.hash('tara-pampanga-dummy-password');
    await this.hasher.verify(await this.dummyHash, password);
    return false;
  }
}
