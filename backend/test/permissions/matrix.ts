/**
 * The role x endpoint permission matrix (test/permissions.int-spec.ts). Every `*.matrix.ts` file in this folder
 * default-exports `MatrixRow[]`; the test finds the files itself, so a module adds its rows in its own file.
 *
 * Write rows that change nothing: ids that do not exist (a random UUID) and empty or invalid bodies, so that an
 * allowed caller gets 2xx, 3xx, 400, 404 or 409 and a refused one 401 or 403 (the guard runs before validation).
 */
export type Caller =
  'anonymous' | 'user' | 'verified_blogger' | 'editor' | 'moderator' | 'admin' | 'banned' | 'suspended';

export interface MatrixRow {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A concrete path with its query string, e.g. `/api/users/${MISSING_ID}/role`. */
  readonly path: string;
  readonly body?: unknown;
  /** Exactly who may call it: the others must get 401 (anonymous, banned) or 403 (signed in). */
  readonly allowed: readonly Caller[];
}

/** A user id, token id... that exists nowhere. */
export const MISSING_ID = '00000000-0000-4000-8000-00000000dead';

export const SIGNED_IN_ROLES = [
  'user',
  'verified_blogger',
  'editor',
  'moderator',
  'admin',
] as const satisfies readonly Caller[];
export const ALL_CALLERS: readonly Caller[] = ['anonymous', ...SIGNED_IN_ROLES, 'banned', 'suspended'];

/** Anyone (a banned user's session is dead, so banned counts as anonymous here). */
export const ANYONE: readonly Caller[] = ALL_CALLERS;
/** Any signed-in user, suspended ones included: reads. */
export const SIGNED_IN_READERS: readonly Caller[] = [...SIGNED_IN_ROLES, 'suspended'];
/** Any signed-in user who is not suspended: changes. */
export const SIGNED_IN_WRITERS: readonly Caller[] = SIGNED_IN_ROLES;
