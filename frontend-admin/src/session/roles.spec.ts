import { describe, expect, it } from '@jest/globals';
import { adminUser } from '../test/fixtures';
import { t } from '../i18n/i18n';
import { displayName, initialOf, STATUS_LABELS, userStatus } from './roles';

describe('user status (spec section 4)', () => {
  it.each([
    [{ isBanned: false, isSuspended: false }, 'Active'],
    [{ isBanned: false, isSuspended: true }, 'Suspended'],
    [{ isBanned: true, isSuspended: false }, 'Banned'],
    // banned wins over suspended
    [{ isBanned: true, isSuspended: true }, 'Banned'],
  ])('%o is %s', (flags, label) => {
    expect(t(STATUS_LABELS[userStatus(flags)])).toBe(label);
  });
});

describe('display name', () => {
  it('is the full name, else the email', () => {
    expect(displayName(adminUser({ firstName: 'Ana', lastName: 'Dizon' }))).toBe('Ana Dizon');
    expect(displayName(adminUser({ firstName: 'Ana', lastName: null }))).toBe('Ana');
    expect(displayName(adminUser({ firstName: null, lastName: ' ', email: 'x@example.com' }))).toBe('x@example.com');
    expect(initialOf(adminUser({ firstName: null, lastName: null, email: 'zed@example.com' }))).toBe('Z');
  });
});
