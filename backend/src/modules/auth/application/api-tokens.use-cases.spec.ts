import { AuthErrorCode } from '../domain/auth.errors.js';
import { FixedClock } from '../../../shared/testing/kernel-fakes.js';
import { createHash } from 'node:crypto';
import { User } from '../../users/domain/user.js';
import type { DomainError } from '../../../shared/domain/domain-error.js';
import { CreateApiTokenUseCase } from './create-api-token.use-case.js';
import { ListApiTokensQuery } from './list-api-tokens.query.js';
import { RevokeApiTokenUseCase } from './revoke-api-token.use-case.js';
import { AuthenticateApiTokenQuery } from './authenticate-api-token.query.js';
import {
  InMemoryPasswordTokenRepository,
  InMemoryUserRepository,
} from '../../users/application/testing/in-memory-ports.js';
import { accountPortsOver, InMemoryApiTokenRepository } from './testing/in-memory-auth-ports.js';

const NOW = new Date('2025-06-01T08:00:00.000Z');

describe('personal API tokens', () => {
  let users: InMemoryUserRepository;
  let tokens: InMemoryApiTokenRepository;
  let clock: FixedClock;
  let create: CreateApiTokenUseCase;
  let authenticate: AuthenticateApiTokenQuery;

  beforeEach(() => {
    users = new InMemoryUserRepository().seed(
      User.create({ id: 'paolo', email: 'paolo@example.com', role: 'verified_blogger', createdAt: NOW }),
    );
    tokens = new InMemoryApiTokenRepository();
    clock = new FixedClock(NOW);
    create = new CreateApiTokenUseCase(tokens, clock);
    authenticate = new AuthenticateApiTokenQuery(
      tokens,
      accountPortsOver(users, new InMemoryPasswordTokenRepository()).accounts,
      clock,
    );
  });

  it('makes a random tp_ token, keeps only its SHA-256, and shows it once', async () => {
    const a = await create.execute({ userId: 'paolo', name: '  Blog   sync ' });
    const b = await create.execute({ userId: 'paolo', name: 'Other' });
    expect(a.secret).toMatch(/^tp_[A-Za-z0-9_-]{43}$/);
    expect(a.secret).not.toBe(b.secret);
    expect(a.token).toEqual({
      id: expect.any(String),
      userId: 'paolo',
      name: 'Blog sync',
      createdAt: NOW,
      lastUsedAt: null,
    });
    const stored = tokens.tokens.get(a.token.id);
    expect(stored?.hash).toBe(createHash('sha256').update(a.secret).digest('hex'));
    expect(JSON.stringify([...tokens.tokens.values()])).not.toContain(a.secret);
    expect(await new ListApiTokensQuery(tokens).execute('paolo')).toHaveLength(2);
  });

  it('authenticates as the owner, records the use at most once a minute, and not after revocation', async () => {
    const { token, secret } = await create.execute({ userId: 'paolo', name: 'sync' });
    await expect(authenticate.execute(secret)).resolves.toMatchObject({ id: 'paolo' });
    expect(tokens.tokens.get(token.id)?.token.lastUsedAt).toEqual(NOW);
    clock.advance(30_000);
    await authenticate.execute(secret);
    expect(tokens.tokens.get(token.id)?.token.lastUsedAt).toEqual(NOW);
    clock.advance(30_000);
    await authenticate.execute(secret);
    expect(tokens.tokens.get(token.id)?.token.lastUsedAt).toEqual(clock.now());

    await new RevokeApiTokenUseCase(tokens).execute({ userId: 'paolo', tokenId: token.id });
    await expect(authenticate.execute(secret)).resolves.toBeNull();
  });

  it('knows no token without the prefix, a wrong token, or a banned owner’s token', async () => {
    const { secret } = await create.execute({ userId: 'paolo', name: 'sync' });
    await expect(authenticate.execute(secret.slice(3))).resolves.toBeNull();
    await expect(authenticate.execute(`${secret}x`)).resolves.toBeNull();
    users.seed(users.users.get('paolo')!.ban());
    await expect(authenticate.execute(secret)).resolves.toBeNull();
  });

  it("cannot revoke someone else's token (404) or name a token with blanks only (400)", async () => {
    const { token } = await create.execute({ userId: 'paolo', name: 'sync' });
    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: DomainError) => error.code,
      );
    expect(await codeOf(new RevokeApiTokenUseCase(tokens).execute({ userId: 'someone-else', tokenId: token.id }))).toBe(
      AuthErrorCode.ApiTokenNotFound,
    );
    expect(tokens.tokens.has(token.id)).toBe(true);
    expect(await codeOf(create.execute({ userId: 'paolo', name: '   ' }))).toBe(AuthErrorCode.InvalidApiTokenName);
  });
});
