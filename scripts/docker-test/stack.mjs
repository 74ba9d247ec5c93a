// The running compose stack as the checks see it: its containers, readiness, psql, the api container, a sign-in.
import { call } from '../lib/http-probe.mjs';
import { compose, docker, lastLines } from './commands.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, sleep } from './context.mjs';

export async function containers(service, all = false) {
  const res = await compose(['ps', ...(all ? ['-a'] : []), '-q', service]);
  return res.out
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export async function inspect(ids) {
  if (ids.length === 0) return [];
  const res = await docker(['inspect', ...ids]);
  return res.code === 0 ? JSON.parse(res.out) : [];
}

/** Waits until nginx answers /api/health/ready 200 and every api and web container is healthy. */
export async function waitReady(web, what, timeoutMs = 4 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const states = await inspect([
      ...(await containers('api')),
      ...(await containers('web')),
      ...(await containers('admin')),
    ]);
    const healthy = states.filter((state) => state.State?.Health?.Status === 'healthy').length;
    const ready = await call(`${web}/api/health/ready`, { timeoutMs: 5_000 });
    last = `${healthy}/${states.length} containers healthy, ready ${ready.status || ready.error}`;
    if (ready.status === 200 && states.length >= 4 && healthy === states.length) return;
    const migrate = await inspect(await containers('migrate', true));
    if (migrate[0]?.State?.Status === 'exited' && migrate[0].State.ExitCode !== 0) {
      throw new Error(
        `the migrate container exited ${migrate[0].State.ExitCode}:\n${lastLines((await compose(['logs', 'migrate'])).out)}`,
      );
    }
    await sleep(2_000);
  }
  const logs = await compose(['logs', '--tail', '20']);
  throw new Error(
    `${what}: the stack was not ready within ${timeoutMs / 1000} s (${last})\n${lastLines(logs.out, 40)}`,
  );
}

export async function psql(sql) {
  const res = await compose([
    'exec',
    '-T',
    'postgres',
    'psql',
    '-v',
    'ON_ERROR_STOP=1',
    '-U',
    'tara',
    '-d',
    'tara',
    '-AtF',
    '\t',
    '-c',
    sql,
  ]);
  if (res.code !== 0) throw new Error(`psql failed: ${lastLines(res.err)}`);
  return res.out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

export async function execApi(args) {
  return compose(['exec', '-T', 'api', ...args]);
}

export async function signIn(web, publicUrl) {
  const res = await call(`${web}/api/auth/login`, {
    method: 'POST',
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: { origin: publicUrl, 'x-forwarded-proto': 'https' },
  });
  const set = [].concat(res.headers['set-cookie'] ?? []).find((value) => /^(__Host-)?tara\.sid=/.test(value));
  return { status: res.status, cookie: set?.split(';')[0] };
}
