import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, type CreateAppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config/app-config.js';
import { loadAuthConfig, type AuthConfig } from '../../src/modules/auth/http/auth-config.js';
import { SESSION_COOKIE_NAME } from '../../src/modules/auth/http/session-cookies.js';
import { Role } from '../../src/shared/domain/role.js';
import { hashSecretToken } from '../../src/shared/domain/secret-token.js';
import { ARGON2_OPTIONS } from '../../src/shared/security/argon2-password-hasher.js';
import { listeningTestApp, TEST_RATE_LIMIT_FACTOR, type TestApp } from './test-app.js';
import type { TestDatabase } from './test-database.js';

export interface AuthTestAppOptions {
  /** Environment for loadConfig and loadAuthConfig (e.g. LOGIN_MAX_FAILURES_PER_ACCOUNT, DEMO_DATA). */
  readonly env?: Record<string, string>;
  /** Overrides of the loaded AuthConfig (e.g. an OIDC provider on 127.0.0.1). */
  readonly auth?: Partial<AuthConfig>;
  /** Where request logs go (a pino logger on a capturing stream); default none. */
  readonly requestLog?: CreateAppOptions['requestLog'];
}

/**
 * Like createTestApp (the real createApp on a test database, silent), but with the auth settings read from
 * `options.env` and `options.auth` instead of process.env. No demo data unless env.DEMO_DATA is 'true'.
 */
export async function createAuthTestApp(db: TestDatabase, options: AuthTestAppOptions = {}): Promise<TestApp> {
  const nowhere = path.join(os.tmpdir(), 'tara-no-frontends');
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DEMO_DATA: 'false',
    STATIC_DIRS: [1, 2, 3].map((n) => path.join(nowhere, String(n))).join(','),
    RATE_LIMIT_FACTOR: TEST_RATE_LIMIT_FACTOR,
    ...options.env,
  };
  const config = loadConfig(env);
  const auth: AuthConfig = { ...loadAuthConfig(env, { production: config.production }), ...options.auth };
  const verbose = process.env.TEST_LOG === '1';
  const app = await createApp({
    config,
    auth,
    databaseUrl: db.url,
    retryDatabase: false,
    databaseLogging: verbose,
    logger: verbose ? undefined : false,
    requestLog: options.requestLog ?? false,
  });
  return listeningTestApp(app, config);
}

export const TEST_PASSWORD = 'correct horse battery';

export interface TestUserOptions {
  readonly email: string;
  readonly role?: Role;
  readonly password?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly isBanned?: boolean;
  readonly suspendedUntil?: Date | null;
  readonly createdAt?: Date;
}

const hashes = new Map<string, Promise<string>>();

/** Inserts a user straight into the table (argon2id hash of the password, cached per password). Answers its id. */
export async function insertUser(dataSource: DataSource, options: TestUserOptions): Promise<string> {
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  let hash: string | null = null;
  if (password !== null) {
    if (!hashes.has(password)) hashes.set(password, argon2.hash(password, ARGON2_OPTIONS));
    hash = (await hashes.get(password)) ?? null;
  }
  const rows: Array<{ id: string }> = await dataSource.query(
    `INSERT INTO users (email, first_name, last_name, role, password_hash, is_banned, is_suspended, suspended_until, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      options.email.toLowerCase(),
      options.firstName ?? null,
      options.lastName ?? null,
      options.role ?? Role.User,
      hash,
      options.isBanned ?? false,
      Boolean(options.suspendedUntil),
      options.suspendedUntil ?? null,
      options.createdAt ?? new Date(),
    ],
  );
  return rows[0].id;
}

/** Inserts an API token for the user (stored hashed, as the app does); answers the plain token. */
export async function insertApiToken(dataSource: DataSource, userId: string, name = 'test'): Promise<string> {
  const token = `tp_test_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  await dataSource.query(`INSERT INTO api_tokens (user_id, name, token_hash) VALUES ($1, $2, $3)`, [
    userId,
    name,
    hashSecretToken(token),
  ]);
  return token;
}

/** The `tara.sid=...` pair of a response's Set-Cookie, ready for a Cookie header; undefined without one. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const setCookie = res.headers['set-cookie'];
  const list = Array.isArray(setCookie) ? (setCookie as string[]) : typeof setCookie === 'string' ? [setCookie] : [];
  const found = list.find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  return found?.split(';')[0];
}

/** POST /api/auth/login; answers the session cookie (fails the test on anything but 200). */
export async function signIn(http: Server, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await request(http).post('/api/auth/login').send({ email, password });
  if (res.status !== 200) throw new Error(`Sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error(`Sign-in of ${email} set no ${SESSION_COOKIE_NAME} cookie`);
  return cookie;
}
