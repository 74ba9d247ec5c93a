import { describe, expect, it } from '@jest/globals';
import { userFixture } from '../../test/auth.fixture';
import type { Role } from '@tara/api-client';
import { canCreatePosts, canEditContent, canModerate, isAdmin } from './permissions';

const as = (role: Role, extra = {}) => userFixture({ role, isAdmin: role === 'admin', ...extra });
const NOW = new Date('2026-06-01T00:00:00Z');

describe('permissions (DESIGN.md section 4, mirrored in the UI)', () => {
  it.each<[Role, boolean, boolean, boolean, boolean]>([
    // role, isAdmin, canEditContent, canModerate, canCreatePosts
    ['admin', true, true, true, true],
    ['editor', false, true, false, true],
    ['moderator', false, false, true, true],
    ['verified_blogger', false, false, false, true],
    ['user', false, false, false, false],
  ])('%s', (role, admin, edit, moderate, post) => {
    const user = as(role);
    expect(isAdmin(user)).toBe(admin);
    expect(canEditContent(user)).toBe(edit);
    expect(canModerate(user)).toBe(moderate);
    expect(canCreatePosts(user, NOW)).toBe(post);
  });

  it('gives nothing to signed-out visitors', () => {
    for (const check of [isAdmin, canEditContent, canModerate, canCreatePosts]) expect(check(null)).toBe(false);
  });

  it('stops banned and suspended users from posting until the suspension ends', () => {
    expect(canCreatePosts(as('editor', { isBanned: true }), NOW)).toBe(false);
    expect(canCreatePosts(as('editor', { isSuspended: true, suspendedUntil: '2026-06-05T00:00:00Z' }), NOW)).toBe(
      false,
    );
    expect(canCreatePosts(as('editor', { isSuspended: true, suspendedUntil: '2026-05-30T00:00:00Z' }), NOW)).toBe(true);
  });
});
