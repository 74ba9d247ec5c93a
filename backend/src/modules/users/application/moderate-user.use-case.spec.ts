import { User } from '../domain/user.js';
import { UserError, UserErrorCode } from '../domain/user.errors.js';
import { ModerateUserUseCase, ModerationAction } from './moderate-user.use-case.js';
import {
  DirectTransactionRunner,
  FakeSessionRevoker,
  FixedClock,
  InMemoryApiTokenRepository,
  InMemoryAuditLog,
  InMemoryUserRepository,
} from './testing/in-memory-ports.js';

const NOW = new Date('2025-06-01T08:00:00.000Z');
const DAY = 24 * 3600_000;

describe('ModerateUserUseCase', () => {
  let users: InMemoryUserRepository;
  let tokens: InMemoryApiTokenRepository;
  let sessions: FakeSessionRevoker;
  let audit: InMemoryAuditLog;
  let transactions: DirectTransactionRunner;
  let clock: FixedClock;
  let moderate: ModerateUserUseCase;

  beforeEach(async () => {
    users = new InMemoryUserRepository()
      .seed(User.create({ id: 'maria', email: 'maria@example.com', role: 'admin', createdAt: NOW }))
      .seed(User.create({ id: 'liza', email: 'liza@example.com', createdAt: NOW }));
    tokens = new InMemoryApiTokenRepository(users);
    await tokens.add({ id: 't1', userId: 'liza', name: 'app', createdAt: NOW, lastUsedAt: null }, 'h1');
    await tokens.add({ id: 't2', userId: 'maria', name: 'app', createdAt: NOW, lastUsedAt: null }, 'h2');
    sessions = new FakeSessionRevoker();
    sessions.sessions.set('liza', 2);
    audit = new InMemoryAuditLog();
    transactions = new DirectTransactionRunner();
    clock = new FixedClock(NOW);
    moderate = new ModerateUserUseCase(users, tokens, sessions, audit, transactions, clock);
  });

  const run = (action: ModerationAction, extra: { suspendedUntil?: Date; reason?: string; actorId?: string; userId?: string } = {}) =>
    moderate.execute({ actorId: extra.actorId ?? 'maria', userId: extra.userId ?? 'liza', action, ...extra });

  it('ban: the user is banned, their sessions end and their tokens go, in one transaction, audited', async () => {
    await expect(run(ModerationAction.Ban, { reason: 'scam posts' })).resolves.toMatchObject({ isBanned: true });
    expect(users.users.get('liza')?.isBanned).toBe(true);
    expect(sessions.sessions.has('liza')).toBe(false);
    expect(await tokens.listOf('liza')).toEqual([]);
    expect(await tokens.listOf('maria')).toHaveLength(1);
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
    await expect(run(ModerationAction.Suspend)).resolves.toMatchObject({ isSuspended: true, suspendedUntil: new Date(NOW.getTime() + 7 * DAY) });
    expect(sessions.sessions.get('liza')).toBe(2);
    expect(await tokens.listOf('liza')).toHaveLength(1);
    const soon = new Date(NOW.getTime() + 2 * DAY);
    await expect(run(ModerationAction.Suspend, { suspendedUntil: soon })).resolves.toMatchObject({ suspendedUntil: soon });
    expect(audit.entries.map((entry) => [entry.action, entry.details.suspendedUntil])).toEqual([
      ['user.suspended', new Date(NOW.getTime() + 7 * DAY).toISOString()],
      ['user.suspended', soon.toISOString()],
    ]);
  });

  it('unsuspend lifts a suspension and a ban', async () => {
    await run(ModerationAction.Suspend);
    await run(ModerationAction.Ban);
    await expect(run(ModerationAction.Unsuspend)).resolves.toMatchObject({ isBanned: false, isSuspended: false, suspendedUntil: null });
    expect(audit.entries.at(-1)?.details).toEqual({ before: 'banned', after: 'active' });
  });

  it('nobody moderates themselves; unknown users are 404', async () => {
    const codeOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: UserError) => error.code);
    expect(await codeOf(run(ModerationAction.Ban, { userId: 'maria' }))).toBe(UserErrorCode.CannotModerateSelf);
    expect(await codeOf(run(ModerationAction.Suspend, { userId: 'ghost' }))).toBe(UserErrorCode.NotFound);
    expect(users.users.get('maria')?.isBanned).toBe(false);
    expect(audit.entries).toEqual([]);
  });
});
