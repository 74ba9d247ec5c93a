import { hasExpiredSuspensionAt } from '../../../shared/domain/account-standing.js';
import { normalizeEmail } from '../../../shared/domain/credentials.js';
import { PasswordHasher } from '../../../shared/security/password-hasher.js';
import { Clock } from '../../../shared/time/clock.js';
import { accountAsOf, type Account } from '../domain/account.js';
import { AuthError } from '../domain/auth.errors.js';
import { AccountDirectory } from './ports/account-directory.js';
import { LoginFailureCounter, type FailureWindow } from './ports/login-failure-counter.js';

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
 * Failures are counted per account and per IP in a shared window; past the limit every attempt, right or wrong,
 * is 429 TOO_MANY_ATTEMPTS until the window ends. Each attempt is counted before its password is checked, so a burst of
 * simultaneous attempts cannot slip past the limit. A success clears the account's counter and gives the address its
 * attempt back. A banned account is refused (403) only once the password is right, so the answer reveals nothing to
 * someone without it.
 */
export class LoginUseCase {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly accounts: AccountDirectory,
    private readonly hasher: PasswordHasher,
    private readonly failures: LoginFailureCounter,
    private readonly clock: Clock,
    private readonly limits: LoginThrottleLimits,
  ) {}

  async execute(input: LoginInput): Promise<Account> {
    const now = this.clock.now();
    const email = normalizeEmail(input.email);
    const keys = [`${ACCOUNT_KEY}${email}`, `${IP_KEY}${input.ip}`];
    const windowMs = this.limits.windowMinutes * 60_000;
    const windowStart = new Date(now.getTime() - windowMs);

    // The attempt is counted first (atomically), then checked: of 50 simultaneous wrong attempts the 11th is refused.
    const retryAfter = this.retryAfterSeconds(await this.failures.claim(keys, now, windowStart), now, windowMs);
    if (retryAfter !== null) {
      await this.failures.release(keys, windowStart); // refused unchecked: not a failure, the counts stay at the limit
      throw AuthError.tooManyAttempts(retryAfter);
    }

    const stored = await this.accounts.findCredentials(email);
    const valid = stored?.passwordHash
      ? await this.hasher.verify(stored.passwordHash, input.password)
      : await this.checkDummy(input.password);
    if (!stored || !valid) throw AuthError.invalidCredentials(); // the claimed attempt stays counted as the failure
    await this.failures.reset(keys[0]);
    await this.failures.release(keys.slice(1), windowStart); // not a failure: the address gets its attempt back
    if (stored.account.isBanned) throw AuthError.banned();
    if (hasExpiredSuspensionAt(stored.account, now)) await this.accounts.clearExpiredSuspension(stored.account.id, now);
    return accountAsOf(stored.account, now);
  }

  /** Seconds until the latest-ending window over its limit ends (this attempt counted); null when none is over. */
  private retryAfterSeconds(windows: readonly FailureWindow[], now: Date, windowMs: number): number | null {
    const ends = windows
      .filter((window) => window.count > this.limitOf(window.key))
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
