import { Role } from '../../../shared/domain/role.js';
import { User, UserStatus } from './user.js';
import { UserError, UserErrorCode } from './user.errors.js';

const NOW = new Date('2025-06-01T08:00:00.000Z');
const DAY = 24 * 3600_000;
const user = (props: Partial<Parameters<typeof User.create>[0]> = {}) =>
  User.create({ id: 'u1', email: 'liza@example.com', createdAt: NOW, ...props });

function codeOf(action: () => unknown): UserErrorCode | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof UserError) return error.code;
    throw error;
  }
  return undefined;
}

describe('User', () => {
  it('creates an active member: email lower-cased and trimmed, names trimmed (empty = none), role user', () => {
    const created = user({ email: '  Liza.Manalo@Example.COM ', firstName: '  Liza ', lastName: '   ' });
    expect(created).toMatchObject({
      email: 'liza.manalo@example.com',
      firstName: 'Liza',
      lastName: null,
      role: Role.User,
      isBanned: false,
      isSuspended: false,
      suspendedUntil: null,
    });
    expect(created.isAdmin).toBe(false);
    expect(user({ role: 'admin' }).isAdmin).toBe(true);
  });

  it.each([
    [{ email: 'not an email' }, UserErrorCode.InvalidEmail],
    [{ role: 'owner' }, UserErrorCode.InvalidRole],
    [{ firstName: 'x'.repeat(81) }, UserErrorCode.InvalidName],
    [{ profileImageUrl: 'javascript:alert(1)' }, UserErrorCode.InvalidProfileImageUrl],
  ])('rejects %j with %s', (props, code) => {
    expect(codeOf(() => user(props))).toBe(code);
  });

  it('suspends for 7 days; a requested end within the 7 days is honoured, a later or past one is not', () => {
    expect(user().suspend(NOW).suspendedUntil).toEqual(new Date(NOW.getTime() + 7 * DAY));
    const tomorrow = new Date(NOW.getTime() + DAY);
    expect(user().suspend(NOW, tomorrow).suspendedUntil).toEqual(tomorrow);
    expect(user().suspend(NOW, new Date(NOW.getTime() + 8 * DAY)).suspendedUntil).toEqual(
      new Date(NOW.getTime() + 7 * DAY),
    );
    expect(user().suspend(NOW, new Date(NOW.getTime() - DAY)).suspendedUntil).toEqual(
      new Date(NOW.getTime() + 7 * DAY),
    );
  });

  it('a suspension lifts by itself once suspendedUntil passes', () => {
    const suspended = user().suspend(NOW, new Date(NOW.getTime() + DAY));
    expect(suspended.isSuspendedAt(NOW)).toBe(true);
    expect(suspended.statusAt(NOW)).toBe(UserStatus.Suspended);
    const later = new Date(NOW.getTime() + DAY);
    expect(suspended.isSuspendedAt(later)).toBe(false);
    expect(suspended.hasExpiredSuspensionAt(later)).toBe(true);
    expect(suspended.asOf(later)).toMatchObject({ isSuspended: false, suspendedUntil: null });
    expect(suspended.statusAt(later)).toBe(UserStatus.Active);
    expect(suspended.asOf(NOW)).toBe(suspended);
  });

  it('a ban wins over a suspension; unsuspend clears both', () => {
    const both = user().suspend(NOW).ban();
    expect(both.statusAt(NOW)).toBe(UserStatus.Banned);
    expect(both.unsuspend()).toMatchObject({ isBanned: false, isSuspended: false, suspendedUntil: null });
    expect(both.unsuspend().statusAt(NOW)).toBe(UserStatus.Active);
  });

  it('shows the full name, else the email', () => {
    expect(user({ firstName: 'Liza', lastName: 'Manalo' }).displayName).toBe('Liza Manalo');
    expect(user().displayName).toBe('liza@example.com');
  });

  it('changes role only to a known one', () => {
    expect(user().withRole('editor').role).toBe(Role.Editor);
    expect(codeOf(() => user().withRole('root'))).toBe(UserErrorCode.InvalidRole);
  });
});
