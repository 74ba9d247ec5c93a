import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';
import { Role } from '../../src/shared/domain/role.js';
import { insertUser, signIn } from './auth-helpers.js';

/** Session cookies of signed-in callers for the catalog tests (an admin, an editor, a plain user, a moderator). */
export interface CatalogCallers {
  readonly admin: string;
  readonly editor: string;
  readonly moderator: string;
  readonly user: string;
}

let run = 0;

/**
 * Creates one user per role (unique e-mails, so it works after resetDatabase and beside the demo accounts)
 * and signs each in through POST /api/auth/login. Answers the `tara.sid=...` cookies.
 */
export async function signInCatalogCallers(http: Server, dataSource: DataSource): Promise<CatalogCallers> {
  run++;
  const email = (role: string) => `catalog-${role}-${run}-${process.pid}@example.com`;
  const roles = { admin: Role.Admin, editor: Role.Editor, moderator: Role.Moderator, user: Role.User } as const;
  const entries = await Promise.all(
    Object.entries(roles).map(async ([key, role]) => {
      await insertUser(dataSource, { email: email(key), role });
      return [key, await signIn(http, email(key))] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as CatalogCallers;
}
