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
