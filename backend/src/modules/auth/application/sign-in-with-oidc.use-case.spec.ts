import { AuthErrorCode } from '../domain/auth.errors.js';
import { Role } from '../../../shared/domain/role.js';
import { User } from '../../users/domain/user.js';
import { KernelErrorCode } from '../../../shared/domain/kernel.errors.js';
import { CreateAdminUseCase } from '../../users/application/create-admin.use-case.js';
import type { OidcIdentity } from '../domain/oidc-identity.js';
import { SignInWithOidcUseCase } from './sign-in-with-oidc.use-case.js';
import type {
  InMemoryAuditLog,
  InMemoryPasswordTokenRepository,
  InMemoryUserRepository,
} from '../../users/application/testing/in-memory-ports.js';
import { codeOf, NOW, userPortsAtNow } from './testing/auth-spec-fixture.js';
import { accountPortsOver, InMemoryIdentityLinks } from './testing/in-memory-auth-ports.js';

const identity = (overrides: Partial<OidcIdentity> = {}): OidcIdentity => ({
  issuer: 'https://id.example',
  subject: 'sub-1',
  email: 'Ramon@Example.com',
  emailVerified: true,
  firstName: 'Ramon',
  lastName: 'Lacson',
  pictureUrl: 'https://id.example/ramon.png',
  ...overrides,
});

describe('SignInWithOidcUseCase', () => {
  let users: InMemoryUserRepository;
  let links: InMemoryIdentityLinks;
  let signIn: SignInWithOidcUseCase;

  beforeEach(() => {
    const ports = userPortsAtNow();
    users = ports.users;
    links = new InMemoryIdentityLinks();
    signIn = new SignInWithOidcUseCase(
      accountPortsOver(users, ports.tokens).accounts,
      links,
      ports.transactions,
      ports.clock,
    );
  });

  it('creates a member from a verified identity, then finds it by the link', async () => {
    const created = await signIn.execute(identity());
    expect(created).toMatchObject({ email: 'ramon@example.com', role: Role.User });
    // The account keeper stored the profile from the claims.
    expect(users.users.get(created.id)).toMatchObject({
      firstName: 'Ramon',
      profileImageUrl: 'https://id.example/ramon.png',
    });
    expect(links.links.get('https://id.example sub-1')).toBe(created.id);
    // Later the provider reports another email: the link decides.
    await expect(signIn.execute(identity({ email: 'ramon.new@example.com' }))).resolves.toMatchObject({
      id: created.id,
    });
    expect(users.users.size).toBe(1);
  });

  it('links an existing account by verified email; refuses unverified or missing emails and banned accounts', async () => {
    users.seed(User.create({ id: 'ana', email: 'ana@example.com', role: 'editor', createdAt: NOW }));
    await expect(signIn.execute(identity({ subject: 'sub-ana', email: 'ANA@example.com' }))).resolves.toMatchObject({
      id: 'ana',
      role: Role.Editor,
    });
    expect(await codeOf(signIn.execute(identity({ subject: 'sub-x', emailVerified: false })))).toBe(
      AuthErrorCode.OidcEmailNotVerified,
    );
    expect(await codeOf(signIn.execute(identity({ subject: 'sub-y', email: null })))).toBe(
      AuthErrorCode.OidcEmailNotVerified,
    );
    users.seed(users.users.get('ana')!.ban());
    expect(await codeOf(signIn.execute(identity({ subject: 'sub-ana' })))).toBe(AuthErrorCode.AccountBanned);
  });
});

describe('CreateAdminUseCase (npm run admin:create)', () => {
  let users: InMemoryUserRepository;
  let tokens: InMemoryPasswordTokenRepository;
  let audit: InMemoryAuditLog;
  let createAdmin: CreateAdminUseCase;

  beforeEach(() => {
    const ports = userPortsAtNow();
    ({ users, tokens, audit } = ports);
    createAdmin = new CreateAdminUseCase(users, ports.hasher, tokens, audit, ports.transactions, ports.clock);
  });

  it('creates an admin with a set-password link when no password is given', async () => {
    const result = await createAdmin.execute({ email: 'Owner@Example.com', firstName: 'Maria' });
    expect(result).toMatchObject({
      created: true,
      user: { email: 'owner@example.com', role: Role.Admin, firstName: 'Maria' },
    });
    expect(result.passwordToken).toEqual(expect.any(String));
    expect(tokens.tokens).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ actorId: null, action: 'user.created', targetUserId: result.user.id });
  });

  it('promotes an existing account, lifts its ban and sets the given password', async () => {
    users.seed(User.create({ id: 'jose', email: 'jose@example.com', createdAt: NOW }).ban());
    const result = await createAdmin.execute({ email: 'jose@example.com', password: 'a-long-password' });
    expect(result).toMatchObject({
      created: false,
      passwordToken: null,
      user: { id: 'jose', role: Role.Admin, isBanned: false },
    });
    expect(users.users.get('jose')).toMatchObject({ role: Role.Admin, isBanned: false });
    expect(users.passwords.get('jose')).toBe('hashed:a-long-password');
    expect(audit.entries[0]).toMatchObject({ action: 'user.promoted_to_admin', details: { from: 'user' } });
  });

  it('refuses a short password before touching anything', async () => {
    expect(await codeOf(createAdmin.execute({ email: 'x@example.com', password: 'short' }))).toBe(
      KernelErrorCode.InvalidPassword,
    );
    expect(users.users.size).toBe(0);
  });
});
