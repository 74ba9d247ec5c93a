import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from '../database/data-source-options.js';
import { runMigrationsLocked } from '../database/migrate.js';
import { startDatabaseServer, type DatabaseServer } from '../database/database-server.js';
import { setPasswordPath } from '../modules/users/application/password-tokens.js';
import { CreateAdminUseCase } from '../modules/users/application/create-admin.use-case.js';
import { DomainError } from '../shared/domain/domain-error.js';
import { StartupError } from '../shared/startup-error.js';
import { Argon2PasswordHasher } from '../shared/security/argon2-password-hasher.js';
import { SystemClock } from '../shared/time/system-clock.js';
import { TypeOrmAuditLog } from '../modules/users/infrastructure/typeorm-audit-log.js';
import { TypeOrmPasswordTokenRepository } from '../modules/users/infrastructure/typeorm-password-token.repository.js';
import { TypeOrmUnitOfWork } from '../shared/persistence/typeorm-unit-of-work.js';
import { TypeOrmUserRepository } from '../modules/users/infrastructure/typeorm-user.repository.js';

export const USAGE = `Usage: npm run admin:create -- --email <email> [--first-name <name>] [--last-name <name>] [--password <password>]

Makes the account with this email an admin, creating it when missing (an existing account is promoted and any
ban or suspension lifted). Without --password it prints a one-time link (7 days) to choose the password, which
keeps the password out of your shell history. Uses DATABASE_URL, or the embedded PostgreSQL of this checkout
(also while the app is running). Migrations run first.`;

/** The embedded server's fixed credentials (src/database/embedded-postgres.ts), to reach the one a running app started. */
const EMBEDDED_CREDENTIALS = 'postgres:postgres';

export interface CommandIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** `admin:create` as a function (argv without node and the script), for the entry point and the tests. Answers the exit code. */
export async function runCreateAdmin(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandIo,
): Promise<number> {
  let args: { email?: string; 'first-name'?: string; 'last-name'?: string; password?: string; help?: boolean };
  try {
    args = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.out(USAGE);
    return 0;
  }
  if (!args.email) {
    io.err(`--email is required\n\n${USAGE}`);
    return 2;
  }

  let server: DatabaseServer | undefined;
  let dataSource: DataSource | undefined;
  try {
    const config = loadConfig(env);
    server = await databaseFor(config.database, io);
    dataSource = await new DataSource(
      buildDataSourceOptions(server.url, { logging: ['error'], poolSize: 2 }),
    ).initialize();
    await runMigrationsLocked(dataSource);
    const transactions = new TypeOrmUnitOfWork(dataSource);
    const createAdmin = new CreateAdminUseCase(
      new TypeOrmUserRepository(transactions),
      new Argon2PasswordHasher(),
      new TypeOrmPasswordTokenRepository(transactions),
      new TypeOrmAuditLog(transactions),
      transactions,
      new SystemClock(),
    );
    const result = await createAdmin.execute({
      email: args.email,
      firstName: args['first-name'],
      lastName: args['last-name'],
      password: args.password,
    });
    io.out(`${result.created ? 'Created admin' : 'Made admin'} ${result.user.email} (id ${result.user.id}).`);
    if (result.passwordToken) {
      io.out(`Open this link within 7 days to choose the password (it works once):`);
      io.out(`  ${publicBase(env)}${setPasswordPath(result.passwordToken)}`);
    } else {
      io.out('Sign in with that email and the password you gave.');
    }
    return 0;
  } catch (error) {
    if (error instanceof DomainError || error instanceof ConfigError || error instanceof StartupError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await server?.stop();
  }
}

/** DATABASE_URL; else the embedded server, started here or, when the app is running, the one it started. */
async function databaseFor(config: ReturnType<typeof loadConfig>['database'], io: CommandIo): Promise<DatabaseServer> {
  try {
    return await startDatabaseServer(config);
  } catch (error) {
    if (
      config.kind === 'embedded' &&
      error instanceof StartupError &&
      /in use by another running backend/.test(error.message)
    ) {
      io.out(`The app is running: using its embedded PostgreSQL on 127.0.0.1:${config.port}`);
      const url = `postgres://${EMBEDDED_CREDENTIALS}@127.0.0.1:${config.port}/${config.databaseName}`;
      return { url, embedded: true, stop: async () => undefined };
    }
    throw error;
  }
}

function publicBase(env: Readonly<Record<string, string | undefined>>): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // fall through to the local address
    }
  }
  return `http://localhost:${env.PORT?.trim() || '3000'}`;
}
