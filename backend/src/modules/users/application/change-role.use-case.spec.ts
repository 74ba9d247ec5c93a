import { FixedClock, InMemoryUnitOfWork } from '../../../shared/testing/kernel-fakes.js';
import { Role } from '../../../shared/domain/role.js';
import { User } from '../domain/user.js';
import { UserError, UserErrorCode } from '../domain/user.errors.js';
import { ChangeRoleUseCase } from './change-role.use-case.js';
import { InMemoryAuditLog, InMemoryUserRepository } from './testing/in-memory-ports.js';

const NOW = new Date('2025-06-01T08:00:00.000Z');
const member = (id: string, role: Role) => User.create({ id, email: `${id}@example.com`, role, createdAt: NOW });

describe('ChangeRoleUseCase', () => {
  let users: InMemoryUserRepository;
  let audit: InMemoryAuditLog;
  let changeRole: ChangeRoleUseCase;

  beforeEach(() => {
    users = new InMemoryUserRepository().seed(member('maria', Role.Admin)).seed(member('ana', Role.User));
    audit = new InMemoryAuditLog();
    changeRole = new ChangeRoleUseCase(users, audit, new InMemoryUnitOfWork(), new FixedClock(NOW));
  });

  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: UserError) => error.code,
    );

  it('changes the role and writes who did it, from and to', async () => {
    await expect(changeRole.execute({ actorId: 'maria', userId: 'ana', role: 'editor' })).resolves.toMatchObject({
      role: Role.Editor,
    });
    expect(users.users.get('ana')?.role).toBe(Role.Editor);
    expect(audit.entries).toEqual([
      {
        actorId: 'maria',
        action: 'user.role_changed',
        targetUserId: 'ana',
        details: { from: 'user', to: 'editor' },
        at: NOW,
      },
    ]);
  });

  it('an admin cannot change their own role (403)', async () => {
    expect(await codeOf(changeRole.execute({ actorId: 'maria', userId: 'maria', role: 'user' }))).toBe(
      UserErrorCode.CannotChangeOwnRole,
    );
    expect(users.users.get('maria')?.role).toBe(Role.Admin);
  });

  it('the same role is no change and no audit row', async () => {
    await changeRole.execute({ actorId: 'maria', userId: 'maria', role: 'admin' });
    expect(audit.entries).toEqual([]);
  });

  it('the last admin who is not banned cannot be demoted (409), another admin can be', async () => {
    users.seed(member('jose', Role.Admin));
    // The caller's own row may have changed since the guard read it (two admins demoting each other):
    users.seed(member('maria', Role.User));
    expect(await codeOf(changeRole.execute({ actorId: 'maria', userId: 'jose', role: 'user' }))).toBe(
      UserErrorCode.LastAdmin,
    );
    users.seed(member('paolo', Role.Admin).ban());
    expect(await codeOf(changeRole.execute({ actorId: 'maria', userId: 'jose', role: 'user' }))).toBe(
      UserErrorCode.LastAdmin,
    );
    users.seed(member('liza', Role.Admin));
    await expect(changeRole.execute({ actorId: 'maria', userId: 'jose', role: 'moderator' })).resolves.toMatchObject({
      role: Role.Moderator,
    });
  });

  it('404 for an unknown user, 400 for an unknown role', async () => {
    expect(await codeOf(changeRole.execute({ actorId: 'maria', userId: 'ghost', role: 'user' }))).toBe(
      UserErrorCode.NotFound,
    );
    expect(await codeOf(changeRole.execute({ actorId: 'maria', userId: 'ana', role: 'superuser' }))).toBe(
      UserErrorCode.InvalidRole,
    );
  });
});
