// The load through nginx during the kill and the rolling restart, and the rolling restart itself.
import http from 'node:http';
import { call, json } from '../lib/http-probe.mjs';
import { CLIENTS, RUN, sleep, state } from './config.mjs';
import { say } from './report.mjs';

const webAgent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 10 });

function outcome(res) {
  return { status: res.status, error: res.error, reqId: res.headers?.['x-request-id'] };
}

/** Whether a recorded request failed (no answer, or 4xx/5xx). */
export const failed = (record) => record.status === 0 || record.status >= 400;

/** One request of a load client: 30% create a category (unique name), 70% read. */
async function oneRequest(web, cookie, phase, client, seq) {
  const pick = Math.random();
  if (pick < 0.3) {
    const name = `load ${RUN} ${phase} ${client}-${seq}`;
    const res = await call(`${web}/api/categories`, {
      method: 'POST',
      agent: webAgent,
      body: { name, type: 'camping' },
      headers: { cookie, origin: state.publicUrl },
    });
    return {
      method: 'POST',
      path: '/api/categories',
      name,
      id: res.status === 201 ? json(res)?.id : undefined,
      ...outcome(res),
    };
  }
  const target =
    pick < 0.55 ? '/api/categories?type=food' : pick < 0.8 ? '/api/auth/user' : '/api/destinations?limit=5';
  const res = await call(`${web}${target}`, { agent: webAgent, headers: { cookie } });
  return { method: 'GET', path: target, ...outcome(res) };
}

/** CLIENTS loops through nginx: 30% create a category (unique name), 70% read (categories, the session, destinations). */
export function startLoad(web, cookie, phase, records) {
  let running = true;
  const clients = [];
  for (let client = 0; client < CLIENTS; client++) {
    clients.push(
      (async () => {
        for (let seq = 0; running; seq++) {
          const t0 = Date.now();
          const record = await oneRequest(web, cookie, phase, client, seq);
          records.push({ ...record, client, t0, t1: Date.now() });
          await sleep(10 + Math.random() * 40);
        }
      })(),
    );
  }
  const stop = async () => {
    running = false;
    await Promise.all(clients);
  };
  state.stopLoad = () => (running = false);
  return { stop };
}

/**
 * SIGTERM, then start again once the replica exited; resolves when nginx sends it requests again. Readiness turns 503
 * at once (the balancer's cue); the process exits once in-flight requests are done.
 */
export async function rollingRestart(replica) {
  const sigtermAt = Date.now();
  replica.signal('SIGTERM');
  let notReadyAfterMs;
  while (replica.running && notReadyAfterMs === undefined) {
    const res = await call(`${replica.base}/api/health/ready`, { timeoutMs: 1_000 });
    if (res.status === 503) notReadyAfterMs = Date.now() - sigtermAt;
    else await sleep(20);
  }
  const exit = await replica.exited;
  const drainMs = exit.at - sigtermAt;
  say(
    `${replica.name}: SIGTERM -> ready 503 after ${notReadyAfterMs ?? '?'} ms, exit ${exit.code ?? exit.signal} after ${drainMs} ms; starting again`,
  );
  const restartAt = Date.now();
  const linesBefore = replica.logLines().length;
  replica.start();
  await replica.waitReady();
  const readyMs = Date.now() - restartAt;
  const backInMs = await backInRotation(replica, linesBefore, restartAt);
  say(
    `${replica.name}: ready again after ${readyMs} ms, back in nginx's rotation after ${backInMs ?? 'more than 30 000'} ms`,
  );
  return { name: replica.name, notReadyAfterMs, drainMs, exitCode: exit.code, readyMs, backInMs };
}

/**
 * Ready is not enough before the next replica goes: nginx (open source) has no active health checks, so it takes the
 * restarted replica back only when its fail_timeout (after the refused connections) is over. Waits for that: requests
 * that nginx routed (nginx's request ids) in the new process's log. Ms since `restartAt`, or undefined after 30 s.
 */
async function backInRotation(replica, linesBefore, restartAt) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const fresh = replica.logLines().slice(linesBefore);
    if (fresh.some((line) => /^[0-9a-f]{32}$/.test(line.json?.reqId ?? ''))) return Date.now() - restartAt;
    await sleep(100);
  }
  return undefined;
}
