import { AuthErrorCode } from '../domain/auth.errors.js';
import { KernelErrorCode } from '../../../shared/domain/kernel.errors.js';
import type { FixedClock } from '../../../shared/testing/kernel-fakes.js';
import type { DomainError } from '../../../shared/domain/domain-error.js';
import { User } from '../../users/domain/user.js';
import { UserErrorCode } from '../../users/domain/user.errors.js';
import { CreateUserUseCase } from '../../users/application/create-user.use-case.js';
import type {
  InMemoryPasswordTokenRepository,
  InMemoryUserRepository,
} from '../../users/application/testing/in-memory-ports.js';
import { SetPasswordUseCase } from './set-password.use-case.js';
import { codeOf, NOW, userPortsAtNow } from './testing/auth-spec-fixture.js';
import { accountPortsOver } from './testing/in-memory-auth-ports.js';

const DAY = 24 * 3600_000;

describe('CreateUserUseCase + SetPasswordUseCase (one-time set-password links)', () => {
  let users: InMemoryUserRepository;
  let tokens: InMemoryPasswordTokenRepository;
  let clock: FixedClock;
  let createUser: CreateUserUseCase;
  let setPassword: SetPasswordUseCase;

  beforeEach(() => {
    const ports = userPortsAtNow();
    ({ tokens, clock } = ports);
    users = ports.users.seed(User.create({ id: 'maria', email: 'maria@example.com', role: 'admin', createdAt: NOW }));
    createUser = new CreateUserUseCase(users, tokens, ports.audit, ports.transactions, clock);
    const { accounts, links } = accountPortsOver(users, tokens);
    setPassword = new SetPasswordUseCase(accounts, links, ports.hasher, ports.transactions, clock);
  });

  it('creates the account without a password and a 7-day token stored hashed; the token sets the password once', async () => {
    const { user, passwordToken } = await createUser.execute({
      actorId: 'maria',
      email: 'Carlo@Example.com',
      role: 'editor',
    });
    expect(user).toMatchObject({ email: 'carlo@example.com', role: 'editor' });
    expect(users.passwords.get(user.id)).toBeNull();
    expect(tokens.tokens[0]).toMatchObject({ userId: user.id, expiresAt: new Date(NOW.getTime() + 7 * DAY) });
    expect(tokens.tokens[0].tokenHash).not.toContain(passwordToken);

    await expect(setPassword.execute({ token: passwordToken, password: 'pampanga-2025' })).resolves.toMatchObject({
      id: user.id,
    });
    expect(users.passwords.get(user.id)).toBe('hashed:pampanga-2025');
    expect(await codeOf(setPassword.execute({ token: passwordToken, password: 'second-time' }))).toBe(
      AuthErrorCode.PasswordTokenExpired,
    );
  });

  it('an expired link is 410, an unknown one 400, a short password 400', async () => {
    const { passwordToken } = await createUser.execute({ actorId: 'maria', email: 'late@example.com' });
    expect(await codeOf(setPassword.execute({ token: passwordToken, password: 'short' }))).toBe(
      KernelErrorCode.InvalidPassword,
    );
    clock.advance(7 * DAY);
    expect(await codeOf(setPassword.execute({ token: passwordToken, password: 'long-enough' }))).toBe(
      AuthErrorCode.PasswordTokenExpired,
    );
    expect(await codeOf(setPassword.execute({ token: 'made-up', password: 'long-enough' }))).toBe(
      AuthErrorCode.InvalidPasswordToken,
    );
  });

  it('409 for an email that has an account', async () => {
    expect(await codeOf(createUser.execute({ actorId: 'maria', email: 'MARIA@example.com' }))).toBe(
      UserErrorCode.EmailTaken,
    );
  });

  it('refuses a commonly used password and one over 128 characters, naming the reason', async () => {
    const { passwordToken } = await createUser.execute({ actorId: 'maria', email: 'weak@example.com' });
    const reasonOf = (password: string) =>
      setPassword.execute({ token: passwordToken, password }).then(
        () => undefined,
        (error: DomainError) => [error.code, error.details?.reason],
      );
    expect(await reasonOf('password123')).toEqual([KernelErrorCode.InvalidPassword, 'common']);
    expect(await reasonOf('  Baseball  ')).toEqual([KernelErrorCode.InvalidPassword, 'common']);
    expect(await reasonOf('x'.repeat(129))).toEqual([KernelErrorCode.InvalidPassword, 'length']);
    await expect(setPassword.execute({ token: passwordToken, password: 'x'.repeat(128) })).resolves.toBeDefined();
  });
});
