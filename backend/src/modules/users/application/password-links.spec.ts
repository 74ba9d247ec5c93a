import { User } from '../domain/user.js';
import { UserError, UserErrorCode } from '../domain/user.errors.js';
import { CreateUserUseCase } from './create-user.use-case.js';
import { SetPasswordUseCase } from './set-password.use-case.js';
import {
  DirectTransactionRunner,
  FakePasswordHasher,
  FixedClock,
  InMemoryAuditLog,
  InMemoryPasswordTokenRepository,
  InMemoryUserRepository,
} from './testing/in-memory-ports.js';

const NOW = new Date('2025-06-01T08:00:00.000Z');
const DAY = 24 * 3600_000;

describe('CreateUserUseCase + SetPasswordUseCase (one-time set-password links)', () => {
  let users: InMemoryUserRepository;
  let tokens: InMemoryPasswordTokenRepository;
  let clock: FixedClock;
  let createUser: CreateUserUseCase;
  let setPassword: SetPasswordUseCase;

  beforeEach(() => {
    users = new InMemoryUserRepository().seed(User.create({ id: 'maria', email: 'maria@example.com', role: 'admin', createdAt: NOW }));
    tokens = new InMemoryPasswordTokenRepository();
    clock = new FixedClock(NOW);
    const transactions = new DirectTransactionRunner();
    createUser = new CreateUserUseCase(users, tokens, new InMemoryAuditLog(), transactions, clock);
    setPassword = new SetPasswordUseCase(users, tokens, new FakePasswordHasher(), transactions, clock);
  });

  const codeOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: UserError) => error.code);

  it('creates the account without a password and a 7-day token stored hashed; the token sets the password once', async () => {
    const { user, passwordToken } = await createUser.execute({ actorId: 'maria', email: 'Carlo@Example.com', role: 'editor' });
    expect(user).toMatchObject({ email: 'carlo@example.com', role: 'editor' });
    expect(users.passwords.get(user.id)).toBeNull();
    expect(tokens.tokens[0]).toMatchObject({ userId: user.id, expiresAt: new Date(NOW.getTime() + 7 * DAY) });
    expect(tokens.tokens[0].tokenHash).not.toContain(passwordToken);

    await expect(setPassword.execute({ token: passwordToken, password: 'pampanga-2025' })).resolves.toMatchObject({ id: user.id });
    expect(users.passwords.get(user.id)).toBe('hashed:pampanga-2025');
    expect(await codeOf(setPassword.execute({ token: passwordToken, password: 'second-time' }))).toBe(UserErrorCode.PasswordTokenExpired);
  });

  it('an expired link is 410, an unknown one 400, a short password 400', async () => {
    const { passwordToken } = await createUser.execute({ actorId: 'maria', email: 'late@example.com' });
    expect(await codeOf(setPassword.execute({ token: passwordToken, password: 'short' }))).toBe(UserErrorCode.InvalidPassword);
    clock.advance(7 * DAY);
    expect(await codeOf(setPassword.execute({ token: passwordToken, password: 'long-enough' }))).toBe(UserErrorCode.PasswordTokenExpired);
    expect(await codeOf(setPassword.execute({ token: 'made-up', password: 'long-enough' }))).toBe(UserErrorCode.InvalidPasswordToken);
  });

  it('409 for an email that has an account', async () => {
    expect(await codeOf(createUser.execute({ actorId: 'maria', email: 'MARIA@example.com' }))).toBe(UserErrorCode.EmailTaken);
  });
});
