import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from '../src/database/embedded-postgres.js';
import { findFreePort } from '../src/shared/net/tcp-ports.js';
import { StartupError } from '../src/shared/startup-error.js';

/** The embedded PostgreSQL wrapper itself: persistence across restarts, leftovers, friendly start-up errors. */
describe('startEmbeddedPostgres', () => {
  let root: string;
  const running: EmbeddedPostgresServer[] = [];

  const start = async (dir: string, port?: number) => {
    const server = await startEmbeddedPostgres({ dir, port: port ?? (await findFreePort()), ephemeral: true });
    running.push(server);
    return server;
  };
  const query = async (server: EmbeddedPostgresServer, sql: string) => {
    const client = new pg.Client({ connectionString: server.connectionUrl('postgres') });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  const startupError = async (promise: Promise<unknown>): Promise<string> => {
    try {
      await promise;
    } catch (error) {
      expect(error).toBeInstanceOf(StartupError);
      return (error as Error).message;
    }
    throw new Error('expected a StartupError');
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'tara-pg-spec-'));
    chmodSync(root, 0o755);
  });

  afterAll(async () => {
    for (const server of running) await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('initialises a folder once and keeps its data across restarts', async () => {
    const dir = path.join(root, 'persistent');
    const first = await start(dir);
    await first.ensureDatabase('tara');
    await first.ensureDatabase('tara'); // already there: no error, no open client left behind
    expect(await query(first, `SELECT count(*)::int AS n FROM pg_database WHERE datname = 'tara'`)).toEqual([{ n: 1 }]);
    await query(first, `CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')`);
    await first.stop();
    await first.stop(); // twice is fine

    const second = await start(dir);
    expect(await query(second, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    await second.stop();
  });

  it('starts over a stale postmaster.pid left by a crash', async () => {
    const dir = path.join(root, 'stale');
    const server = await start(dir);
    await server.stop();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid ?? 999_999; // a pid that no longer runs
    writeFileSync(path.join(dir, 'postmaster.pid'), `${dead}\n${dir}\n`);
    const again = await start(dir);
    expect(await query(again, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    await again.stop();

    writeFileSync(path.join(dir, 'postmaster.pid'), `${process.pid}\n${dir}\n`); // a live pid that is not PostgreSQL
    const third = await start(dir);
    expect(await query(third, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    await third.stop();
  });

  it('refuses a folder another running backend is using', async () => {
    const dir = path.join(root, 'shared');
    const server = await start(dir);
    const message = await startupError(start(dir));
    expect(message).toBe(
      `The embedded PostgreSQL data folder ${dir} is in use by another running backend (process ${process.pid}): stop it first, or set EMBEDDED_PG_DIR to another folder`,
    );
    await query(server, 'SELECT 1'); // the first one still runs
    await server.stop();
  });

  it('says which port is taken', async () => {
    const blocker = net.createServer();
    const port = await findFreePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const message = await startupError(start(path.join(root, 'port'), port));
      expect(message).toBe(
        `Port ${port} (embedded PostgreSQL) is already in use: stop the other process or start with EMBEDDED_PG_PORT=${port + 1} npm start`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('reports a folder that is not a PostgreSQL data folder, with the rm -rf hint', async () => {
    const dir = path.join(root, 'not-pg');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'notes.txt'), 'hello');
    const message = await startupError(start(dir));
    expect(message).toBe(
      `The embedded PostgreSQL data folder ${dir} is unreadable or broken (it is not empty but has no PG_VERSION file). Remove it to start fresh: rm -rf ${dir}`,
    );
    expect(existsSync(path.join(dir, 'notes.txt'))).toBe(true); // nothing deleted
  });

  it('reports a damaged data folder with PostgreSQL’s reason, on one line', async () => {
    const dir = path.join(root, 'damaged');
    const server = await start(dir);
    await server.stop();
    rmSync(path.join(dir, 'global'), { recursive: true, force: true });
    const message = await startupError(start(dir));
    expect(message).toMatch(
      new RegExp(
        `^The embedded PostgreSQL data folder ${dir} is unreadable or broken \\(.+\\)\\. Remove it to start fresh: rm -rf ${dir}$`,
      ),
    );
    expect(message).not.toContain('\n');
  });
});
