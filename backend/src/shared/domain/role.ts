/** The roles of spec section 6. A user without a stored role is a plain `user`. */
export enum Role {
  User = 'user',
  Editor = 'editor',
  Moderator = 'moderator',
  Admin = 'admin',
  VerifiedBlogger = 'verified_blogger',
}

export const ALL_ROLES: readonly Role[] = Object.values(Role);

/** Who may create and edit destinations, services and categories (DESIGN.md section 4). */
export const CONTENT_EDITORS: readonly Role[] = [Role.Admin, Role.Editor];
/** Who may read and act on reports. */
export const MODERATORS: readonly Role[] = [Role.Admin, Role.Moderator];
/** Who may create posts. */
export const POSTERS: readonly Role[] = [Role.Admin, Role.Moderator, Role.Editor, Role.VerifiedBlogger];
/**
 * Staff: the team that runs the site (issue 28). Their posts are never hidden automatically by members' reports, and
 * only an admin acts on their content (a moderator gets CANNOT_ACT_ON_STAFF). Editors are staff: they write the
 * official content of the guide. Verified bloggers and plain users are members.
 */
export const STAFF: readonly Role[] = [Role.Admin, Role.Moderator, Role.Editor];

export function isStaff(role: Role): boolean {
  return STAFF.includes(role);
}
