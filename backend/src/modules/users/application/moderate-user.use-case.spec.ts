import { FixedClock, InMemoryUnitOfWork } from '../../../shared/testing/kernel-fakes.js';
import { User } from '../domain/user.js';
import { UserError, UserErrorCode } from '../domain/user.errors.js';
import { ModerateUserUseCase, ModerationAction } from './moderate-user.use-case.js';
import { FakeAccessRevoker, InMemoryAuditLog, InMemoryUserRepository } from './testing/in-memory-ports.js';

const NOW = new Date('2025-06-01T08:00:00.000Z');
const DAY = 24 * 3600_000;

describe('ModerateUserUseCase', () => {
  let users: InMemoryUserRepository;
  let sessions: FakeAccessRevoker;
  let audit: InMemoryAuditLog;
  let transactions: InMemoryUnitOfWork;
  let clock: FixedClock;
  let moderate: ModerateUserUseCase;

  beforeEach(async () => {
    users = new InMemoryUserRepository()
      .seed(User.create({ id: 'maria', email: 'maria@example.com', role: 'admin', createdAt: NOW }))
      .seed(User.create({ id: 'liza', email: 'liza@example.com', createdAt: NOW }));
    sessions = new FakeAccessRevoker();
    sessions.sessions.set('liza', 2);
    audit = new InMemoryAuditLog();
    transactions = new InMemoryUnitOfWork();
    clock = new FixedClock(NOW);
    moderate = new ModerateUserUseCase(users, sessions, audit, transactions, clock);
  });

  const run = (
    action: ModerationAction,
    extra: { suspendedUntil?: Date; reason?: string; actorId?: string; userId?: string } = {},
  ) => moderate.execute({ actorId: extra.actorId ?? 'maria', userId: extra.userId ?? 'liza', action, ...extra });

  it('ban: the user is banned, their sessions end and their tokens go, in one transaction, audited', async () => {
    await expect(run(ModerationAction.Ban, { reason: 'scam posts' })).resolves.toMatchObject({ isBanned: true });
    expect(users.users.get('liza')?.isBanned).toBe(true);
    expect(sessions.sessions.has('liza')).toBe(false);
    expect(sessions.tokensRevokedFor).toEqual(['liza']);
    expect(transactions.runs).toBe(1);
    expect(audit.entries).toEqual([
      {
        actorId: 'maria',
        action: 'user.banned',
        targetUserId: 'liza',
        details: { before: 'active', after: 'banned', sessionsEnded: 2, reason: 'scam posts' },
        at: NOW,
      },
    ]);
  });

  it('suspend: 7 days from now (or the requested end within them); sessions and tokens stay', async () => {
    await expect(run(ModerationAction.Suspend)).resolves.toMatchObject({
      isSuspended: true,
      suspendedUntil: new Date(NOW.getTime() + 7 * DAY),
    });
    expect(sessions.sessions.get('liza')).toBe(2);
    expect(sessions.tokensRevokedFor).toEqual([]);
    const soon = new Date(NOW.getTime() + 2 * DAY);
    await expect(run(ModerationAction.Suspend, { suspendedUntil: soon })).resolves.toMatchObject({
      suspendedUntil: soon,
    });
    expect(audit.entries.map((entry) => [entry.action, entry.details.suspendedUntil])).toEqual([
      ['user.suspended', new Date(NOW.getTime() + 7 * DAY).toISOString()],
      ['user.suspended', soon.toISOString()],
    ]);
  });

  it('unsuspend lifts a suspension and a ban', async () => {
    await run(ModerationAction.Suspend);
    await run(ModerationAction.Ban);
    await expect(run(ModerationAction.Unsuspend)).resolves.toMatchObject({
      isBanned: false,
      isSuspended: false,
      suspendedUntil: null,
    });
    expect(audit.entries.at(-1)?.details).toEqual({ before: 'banned', after: 'active' });
  });

  it('nobody moderates themselves; unknown users are 404', async () => {
    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: UserError) => error.code,
      );
    expect(await codeOf(run(ModerationAction.Ban, { userId: 'maria' }))).toBe(UserErrorCode.CannotModerateSelf);
    expect(await codeOf(run(ModerationAction.Suspend, { userId: 'ghost' }))).toBe(UserErrorCode.NotFound);
    expect(users.users.get('maria')?.isBanned).toBe(false);
    expect(audit.entries).toEqual([]);
  });

  it('the last active admin cannot be banned or suspended (409 LAST_ADMIN); with another admin they can', async () => {
    users.seed(User.create({ id: 'jose', email: 'jose@example.com', role: 'moderator', createdAt: NOW }));
    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: UserError) => error.code,
      );
    expect(await codeOf(run(ModerationAction.Ban, { actorId: 'jose', userId: 'maria' }))).toBe(UserErrorCode.LastAdmin);
    expect(await codeOf(run(ModerationAction.Suspend, { actorId: 'jose', userId: 'maria' }))).toBe(
      UserErrorCode.LastAdmin,
    );
    expect(users.users.get('maria')?.isBanned).toBe(false);
    expect(audit.entries).toEqual([]);

    users.seed(User.create({ id: 'ana', email: 'ana@example.com', role: 'admin', createdAt: NOW }));
    await expect(run(ModerationAction.Ban, { actorId: 'ana', userId: 'maria' })).resolves.toMatchObject({
      isBanned: true,
    });
  });

  it('someone banned or suspended meanwhile cannot act any more (403 ACTOR_NOT_ACTIVE), and nothing is written', async () => {
    users.seed(User.create({ id: 'ana', email: 'ana@example.com', role: 'admin', createdAt: NOW }));
    await run(ModerationAction.Ban, { actorId: 'ana', userId: 'maria' });
    const error = await run(ModerationAction.Ban, { actorId: 'maria', userId: 'ana' }).catch(
      (caught: UserError) => caught,
    );
    expect(error).toMatchObject({ code: UserErrorCode.ActorNotActive });
    expect(users.users.get('ana')?.isBanned).toBe(false);
    expect(audit.entries).toHaveLength(1);
  });
});
