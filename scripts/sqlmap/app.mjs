// The app sqlmap scans: the built backend (backend/dist/main.js) on a free port with its own throw-away embedded
// PostgreSQL and the demo data; sign-in, the ids of existing rows, the count of answered requests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../lib/http-probe.mjs';

/** Starts the app in `work`; answers { base, pgPort, serverLog, exited(), waitForReady(), stop() }. */
export async function startApp(root, main, work) {
  const [port, pgPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const metricsToken = randomBytes(24).toString('hex');
  const serverLog = join(work, 'server.log');
  const logFd = openSync(serverLog, 'a');
  const server = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      EMBEDDED_PG_DIR: join(work, 'postgres'),
      EMBEDDED_PG_PORT: String(pgPort),
      DEMO_DATA: 'true',
      SERVE_STATIC: 'false',
      LOG_FORMAT: 'json',
      METRICS_TOKEN: metricsToken,
      DRAIN_DELAY_MS: '0',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // sqlmap sends thousands of writes from one address: raised write rate limits, so that every probe reaches the SQL.
      RATE_LIMIT_FACTOR: '1000',
    },
    stdio: ['ignore', logFd, logFd],
    detached: true,
  });
  let serverExited = false;
  server.on('exit', () => (serverExited = true));
  return {
    base,
    pgPort,
    metricsToken,
    serverLog,
    exited: () => serverExited,
    waitForReady: () => waitForReady(base, serverLog, () => serverExited),
    stop: () => stopServer(server, () => serverExited),
  };
}

async function waitForReady(base, serverLog, exited) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the app exited while starting (log: ${serverLog})`);
    try {
      const res = await fetch(`${base}/api/health/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app was not ready within 3 minutes (log: ${serverLog})`);
}

async function stopServer(server, exited) {
  if (exited()) return;
  const done = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  const timeout = new Promise((r) => setTimeout(r, 30_000, 'timeout'));
  if ((await Promise.race([done, timeout])) === 'timeout') {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

export async function signIn(base, { email, password }) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('tara.sid='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-in of ${email} set no session cookie`);
  return { email, cookie };
}

async function createTargetUser(base, admin) {
  const res = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie },
    body: JSON.stringify({ email: 'sqlmap-target@example.com', firstName: 'Sqlmap', lastName: 'Target' }),
  });
  if (res.status !== 201) throw new Error(`creating the target user answered ${res.status}`);
  return (await res.json()).user;
}

/** The rows the runs use: the first of each resource, a user of its own for the admin runs, the admin itself. */
export async function existingIds(base, member, admin) {
  const get = async (path, session = member) => {
    const res = await fetch(`${base}${path}`, { headers: { cookie: session.cookie } });
    return res.ok ? res.json() : undefined;
  };
  const first = (list) => (Array.isArray(list) ? list[0] : undefined);
  const post = first(await get('/api/posts?limit=1'));
  return {
    destination: first(await get('/api/destinations?limit=1')),
    service: first(await get('/api/services?limit=1')),
    category: first(await get('/api/categories')),
    post,
    comment: post ? first(await get(`/api/posts/${post.id}/comments?limit=1`)) : undefined,
    report: first(await get('/api/reports?limit=1', admin)),
    coupon: first(await get('/api/coupons')),
    // The admin runs change this user (role, ban...): one of its own, never the member or the admin signed in here.
    user: await createTargetUser(base, admin),
    me: await get('/api/auth/user', admin),
  };
}

/** Requests the app has answered so far (the sum of its request histogram's counts). */
export async function answeredRequests({ base, metricsToken }) {
  const res = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await res.text();
  return [...text.matchAll(/^http_request_duration_seconds_count\{[^}]*\} (\d+)/gm)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
}
