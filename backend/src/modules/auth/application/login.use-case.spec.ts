import { AuthErrorCode } from '../domain/auth.errors.js';
import { FixedClock } from '../../../shared/testing/kernel-fakes.js';
import { Role } from '../../../shared/domain/role.js';
import { User } from '../../users/domain/user.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { LoginUseCase } from './login.use-case.js';
import {
  FakePasswordHasher,
  InMemoryPasswordTokenRepository,
  InMemoryUserRepository,
} from '../../users/application/testing/in-memory-ports.js';
import { accountPortsOver, InMemoryLoginFailureCounter } from './testing/in-memory-auth-ports.js';

const NOW = new Date('2025-06-01T08:00:00.000Z');
const MINUTE = 60_000;

describe('LoginUseCase', () => {
  let users: InMemoryUserRepository;
  let hasher: FakePasswordHasher;
  let failures: InMemoryLoginFailureCounter;
  let clock: FixedClock;
  let login: LoginUseCase;

  beforeEach(() => {
    users = new InMemoryUserRepository();
    users.seed(
      User.create({ id: 'maria', email: 'maria@example.com', role: Role.Admin, createdAt: NOW }),
      'hashed:right-password',
    );
    hasher = new FakePasswordHasher();
    failures = new InMemoryLoginFailureCounter();
    clock = new FixedClock(NOW);
    login = new LoginUseCase(
      accountPortsOver(users, new InMemoryPasswordTokenRepository()).accounts,
      hasher,
      failures,
      clock,
      { maxFailuresPerAccount: 10, maxFailuresPerIp: 100, windowMinutes: 15 },
    );
  });

  const attempt = (password: string, email = 'maria@example.com', ip = '203.0.113.7') =>
    login.execute({ email, password, ip });
  const errorOf = async (promise: Promise<unknown>): Promise<DomainError> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
    throw new Error('expected a DomainError');
  };

  it('signs in with the right password, whatever the email’s case', async () => {
    await expect(attempt('right-password', ' MARIA@example.com ')).resolves.toMatchObject({
      id: 'maria',
      role: Role.Admin,
    });
  });

  it('answers a wrong password and an unknown email alike, checking a dummy hash for the unknown email', async () => {
    const wrong = await errorOf(attempt('wrong'));
    hasher.verifications = 0;
    const unknown = await errorOf(attempt('wrong', 'nobody@example.com'));
    expect([wrong.code, wrong.message]).toEqual([AuthErrorCode.InvalidCredentials, 'Invalid email or password']);
    expect([unknown.code, unknown.message]).toEqual([wrong.code, wrong.message]);
    expect(hasher.verifications).toBe(1); // the same work as a real check
  });

  it('after 10 failures the account is locked for the rest of the 15-minute window, even for the right password', async () => {
    for (let i = 0; i < 10; i++)
      expect((await errorOf(attempt(`wrong-${i}`))).code).toBe(AuthErrorCode.InvalidCredentials);
    clock.advance(5 * MINUTE);
    const locked = await errorOf(attempt('right-password'));
    expect(locked.code).toBe(AuthErrorCode.TooManyAttempts);
    expect(locked.details).toEqual({ retryAfterSeconds: 10 * 60 });
    expect(locked.message).toBe('Too many failed sign-in attempts. Try again in 10 minutes.');
    clock.advance(10 * MINUTE);
    await expect(attempt('right-password')).resolves.toMatchObject({ id: 'maria' });
  });

  it('counts per IP too: 100 failures from one address lock every account from it, not from elsewhere', async () => {
    for (let i = 0; i < 100; i++) await errorOf(attempt('x', `guess-${i}@example.com`, '198.51.100.1'));
    expect((await errorOf(attempt('right-password', 'maria@example.com', '198.51.100.1'))).code).toBe(
      AuthErrorCode.TooManyAttempts,
    );
    await expect(attempt('right-password', 'maria@example.com', '203.0.113.7')).resolves.toMatchObject({ id: 'maria' });
  });

  it('a success clears the account counter (not the IP counter)', async () => {
    for (let i = 0; i < 9; i++) await errorOf(attempt('wrong'));
    await attempt('right-password');
    expect(failures.windows.has('account:maria@example.com')).toBe(false);
    expect(failures.windows.get('ip:203.0.113.7')?.count).toBe(9);
    for (let i = 0; i < 9; i++) await errorOf(attempt('wrong'));
    await expect(attempt('right-password')).resolves.toBeDefined();
  });

  it('refuses a banned account only once the password is right', async () => {
    users.seed(User.create({ id: 'dennis', email: 'dennis@example.com', createdAt: NOW }).ban(), 'hashed:pw-of-dennis');
    expect((await errorOf(attempt('wrong', 'dennis@example.com'))).code).toBe(AuthErrorCode.InvalidCredentials);
    const banned = await errorOf(attempt('pw-of-dennis', 'dennis@example.com'));
    expect([banned.code, banned.message]).toEqual([AuthErrorCode.AccountBanned, 'This account has been banned']);
  });

  it('lets a suspended account in, and shows the suspension lifted once it has ended', async () => {
    const until = new Date(NOW.getTime() + 60 * MINUTE);
    users.seed(
      User.create({ id: 'carmela', email: 'carmela@example.com', createdAt: NOW }).suspend(NOW, until),
      'hashed:pw',
    );
    await expect(attempt('pw', 'carmela@example.com')).resolves.toMatchObject({
      isSuspended: true,
      suspendedUntil: until,
    });
    clock.advance(61 * MINUTE);
    await expect(attempt('pw', 'carmela@example.com')).resolves.toMatchObject({
      isSuspended: false,
      suspendedUntil: null,
    });
    expect(users.users.get('carmela')?.isSuspended).toBe(false); // cleared in the store as well
  });
});
