import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Role } from '../../shared/domain/role.js';
import { User } from '../../modules/users/domain/user.js';
import { Argon2PasswordHasher } from '../../shared/security/argon2-password-hasher.js';
import type { DemoDataSet } from './demo-data-set.js';

/** The password of every demo account (DESIGN.md 3). Demo data never loads in production (loadConfig refuses). */
export const DEMO_PASSWORD = 'demo-password';

export interface DemoUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  /** Joined this many days before the demo data was loaded (the Users table lists newest first). */
  readonly joinedDaysAgo: number;
  readonly status?: 'banned' | 'suspended';
}

/** The five accounts of DESIGN.md section 3, one per role. */
export const DEMO_ACCOUNTS: readonly DemoUser[] = [
  { email: 'admin@example.com', firstName: 'Maria', lastName: 'Santos', role: Role.Admin, joinedDaysAgo: 240 },
  { email: 'moderator@example.com', firstName: 'Jose', lastName: 'Dizon', role: Role.Moderator, joinedDaysAgo: 210 },
  { email: 'editor@example.com', firstName: 'Ana', lastName: 'Mendoza', role: Role.Editor, joinedDaysAgo: 180 },
  {
    email: 'blogger@example.com',
    firstName: 'Paolo',
    lastName: 'Gutierrez',
    role: Role.VerifiedBlogger,
    joinedDaysAgo: 150,
  },
  { email: 'user@example.com', firstName: 'Liza', lastName: 'Manalo', role: Role.User, joinedDaysAgo: 120 },
];

/** More members from around the province, so that the admin Users table has pages, a suspension and a ban to show. */
export const DEMO_MEMBERS: readonly DemoUser[] = [
  { email: 'ramon.lacson@example.com', firstName: 'Ramon', lastName: 'Lacson', role: Role.User, joinedDaysAgo: 96 },
  {
    email: 'teresita.pangilinan@example.com',
    firstName: 'Teresita',
    lastName: 'Pangilinan',
    role: Role.VerifiedBlogger,
    joinedDaysAgo: 81,
  },
  { email: 'miguel.tayag@example.com', firstName: 'Miguel', lastName: 'Tayag', role: Role.User, joinedDaysAgo: 64 },
  {
    email: 'carmela.sicat@example.com',
    firstName: 'Carmela',
    lastName: 'Sicat',
    role: Role.User,
    joinedDaysAgo: 47,
    status: 'suspended',
  },
  {
    email: 'dennis.lising@example.com',
    firstName: 'Dennis',
    lastName: 'Lising',
    role: Role.User,
    joinedDaysAgo: 33,
    status: 'banned',
  },
  { email: 'rowena.dayrit@example.com', firstName: 'Rowena', lastName: 'Dayrit', role: Role.User, joinedDaysAgo: 21 },
  { email: 'noel.manansala@example.com', firstName: 'Noel', lastName: 'Manansala', role: Role.User, joinedDaysAgo: 9 },
  { email: 'aileen.canlas@example.com', firstName: 'Aileen', lastName: 'Canlas', role: Role.User, joinedDaysAgo: 2 },
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo suspension ends this many days after loading (within the 7-day rule). */
const SUSPENDED_FOR_DAYS = 5;

export const usersDemoData: DemoDataSet = {
  name: 'users',
  async load(manager: EntityManager): Promise<void> {
    // One argon2id hash for all demo accounts: they share a published password anyway, and it keeps loading fast.
    const passwordHash = await new Argon2PasswordHasher().hash(DEMO_PASSWORD);
    const now = Date.now();
    for (const demo of [...DEMO_ACCOUNTS, ...DEMO_MEMBERS]) {
      const created = User.create({
        id: randomUUID(),
        ...demo,
        createdAt: new Date(now - demo.joinedDaysAgo * DAY_MS),
      });
      const user =
        demo.status === 'banned'
          ? created.ban()
          : demo.status === 'suspended'
            ? created.suspend(new Date(now), new Date(now + SUSPENDED_FOR_DAYS * DAY_MS))
            : created;
      await manager.query(
        `INSERT INTO users (id, email, first_name, last_name, role, password_hash, is_banned, is_suspended, suspended_until, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
         ON CONFLICT (email) DO NOTHING`,
        [
          user.id,
          user.email,
          user.firstName,
          user.lastName,
          user.role,
          passwordHash,
          user.isBanned,
          user.isSuspended,
          user.suspendedUntil,
          user.createdAt,
        ],
      );
    }
  },
};
