/** `author` columns of a post or comment row: joined from users as u. */
export const AUTHOR_COLUMNS_SQL = `u.id AS "authorId", u.first_name AS "authorFirstName", u.last_name AS "authorLastName"`;

export interface AuthorColumns {
  authorId: string;
  authorFirstName: string | null;
  authorLastName: string | null;
}

export function authorOf(row: AuthorColumns): { id: string; firstName: string | null; lastName: string | null } {
  return { id: row.authorId, firstName: row.authorFirstName, lastName: row.authorLastName };
}

/**
 * Who sees a post (issue 28.5), as SQL on `posts p`: everybody sees a visible post; its author also sees it under
 * review or removed (with the moderator's reason); a post its author deleted is seen by nobody. The feed, a post's
 * page and EVERYTHING under a post (its comments, new comments, likes, shares, reports) go through this one condition
 * (TypeOrmPostRepository.findVisible), so whoever cannot see the post gets 404 for all of it.
 */
export const LISTED_SQL = `p.status = 'visible'`;

/** The viewer's own posts that are not listed for others (under review or removed); `viewer` is a parameter like '$1'. */
export function ownUnlistedSql(viewer: string): string {
  return `p.author_id = ${viewer} AND p.status <> 'visible' AND p.status <> 'deleted'`;
}

export function visibleToSql(viewer: string): string {
  return `(${LISTED_SQL} OR (${ownUnlistedSql(viewer)}))`;
}
