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
