// Sessions and sign-in limits across the replicas, and the metrics endpoint's token.
import { call, json } from '../lib/http-probe.mjs';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  METRICS_TOKEN,
  sleep,
  state,
} from './config.mjs';
import { nginxAccessLog } from './nginx.mjs';
import { check, say } from './report.mjs';

async function login(base, email, password, headers = {}) {
  return call(`${base}/api/auth/login`, {
    method: 'POST',
    body: { email, password },
    headers: { origin: state.publicUrl, 'x-forwarded-proto': 'https', ...headers },
  });
}

function sessionCookie(response) {
  const set = [].concat(response.headers['set-cookie'] ?? []).find((value) => /^(__Host-)?tara\.sid=/.test(value));
  return set?.split(';')[0];
}

/** Resolves the cookie of a session made through nginx. */
export async function sessionChecks(web, A, B) {
  say('sessions: signed in through one replica, used on the other');
  const direct = await login(A.base, ADMIN_EMAIL, ADMIN_PASSWORD);
  const cookieA = sessionCookie(direct);
  const onB = await call(`${B.base}/api/auth/user`, { headers: { cookie: cookieA } });
  check(
    `a session made on ${A.name} works on ${B.name}`,
    direct.status === 200 && cookieA && onB.status === 200 && json(onB)?.email === ADMIN_EMAIL,
    `login ${direct.status}, user ${onB.status}`,
  );
  const viaNginx = await login(web, ADMIN_EMAIL, ADMIN_PASSWORD);
  const cookie = sessionCookie(viaNginx);
  const both = await Promise.all(
    [A, B].map((replica) => call(`${replica.base}/api/auth/user`, { headers: { cookie } })),
  );
  check(
    'a session made through nginx (behind TLS: X-Forwarded-Proto https) works on both replicas',
    viaNginx.status === 200 &&
      /Secure/i.test(String(viaNginx.headers['set-cookie'])) &&
      both.every((res) => res.status === 200),
    `login ${viaNginx.status}, users ${both.map((res) => res.status).join(', ')}`,
  );
  const out = await call(`${web}/api/auth/user`, { headers: { cookie: cookieA } });
  check('the first session also works through nginx', out.status === 200);
  return cookie;
}

export async function rateLimitChecks(web, A, B) {
  say(
    `login rate limit: ${LOGIN_MAX_FAILURES_PER_ACCOUNT} failures per account, ${LOGIN_MAX_FAILURES_PER_IP} per address, across both replicas`,
  );
  await perAccountCheck(A, B);
  await perAddressCheck(web, A, B);
}

/** Per account: failures alternate between the replicas (each from another address), then both refuse. */
async function perAccountCheck(A, B) {
  const statuses = [];
  for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
    const replica = i % 2 === 0 ? A : B;
    statuses.push(
      (await login(replica.base, ADMIN_EMAIL, 'wrong-password-1', { 'x-forwarded-for': `198.51.100.${i + 1}` })).status,
    );
  }
  const afterA = await login(A.base, ADMIN_EMAIL, 'wrong-password-1', { 'x-forwarded-for': '198.51.100.100' });
  const afterB = await login(B.base, ADMIN_EMAIL, ADMIN_PASSWORD, { 'x-forwarded-for': '198.51.100.101' });
  check(
    'per account: failures on either replica count together; then both answer 429',
    statuses.every((s) => s === 401) && afterA.status === 429 && afterB.status === 429,
    `${statuses.join(' ')} then ${afterA.status} (${A.name}), ${afterB.status} (${B.name}, right password)`,
  );
}

/** Per address, through nginx: a forged X-Forwarded-For is replaced by the real address, so it does not help. */
async function perAddressCheck(web, A, B) {
  const ids = [];
  const viaNginx = [];
  for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP + 1; i++) {
    const res = await login(web, `nobody-${i}@cluster.test`, 'wrong-password-2', {
      'x-forwarded-for': `203.0.113.${i + 1}`,
    });
    viaNginx.push(res.status);
    ids.push(res.headers['x-request-id']);
  }
  await sleep(300);
  const { byId } = nginxAccessLog();
  const upstreams = new Set(ids.map((id) => byId.get(id)?.upstream));
  // The sign-in through nginx above came from the same address: the limit may be reached one attempt early.
  const first429 = viaNginx.indexOf(429);
  check(
    'per address through nginx: the real client address counts on both replicas (forged X-Forwarded-For ignored)',
    first429 >= LOGIN_MAX_FAILURES_PER_IP - 1 &&
      viaNginx.slice(0, first429).every((s) => s === 401) &&
      upstreams.has(A.address) &&
      upstreams.has(B.address),
    `${viaNginx.join(' ')}; served by ${[...upstreams].join(', ')}`,
  );
}

export async function metricsCheck(A) {
  const without = await call(`${A.base}/api/metrics`);
  const withToken = await call(`${A.base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  check(
    'GET /api/metrics: Prometheus text with the token only',
    without.status === 401 && withToken.status === 200 && /http_request_duration_seconds/.test(withToken.text),
    `${without.status} without, ${withToken.status} with the token`,
  );
}
