// Issue 28.9: a write through one replica is seen through the other within 1 s (the other keeps the answer, and learns
// of the write by NOTIFY); with the listeners' backends ended (pg_terminate_backend), a write is still seen within the
// kept answers' maximum age + the heartbeat, and so is a write no notification announces at all (triggers off).
import { call, json } from '../lib/http-probe.mjs';
import { RUN, sleep, state } from './config.mjs';
import { query } from './database.mjs';
import { check, figures, say } from './report.mjs';

/** The bounds of kept answers (docs/caching.md), as the replicas run them (production defaults). */
const KEPT_ANSWER_MAX_AGE_MS = 2_000;
const CACHE_LISTENER_HEARTBEAT_MS = 1_000;
const CACHE_LISTENER = 'tara-pampanga-cache-versions';
const BOUND_MS = KEPT_ANSWER_MAX_AGE_MS + CACHE_LISTENER_HEARTBEAT_MS;
const LISTED = '/api/categories?type=camping';

export async function stalenessChecks(dbUrl, A, B, cookie) {
  say('kept answers: a write through one replica seen through the other; then with the listeners ended');
  const headers = { cookie, origin: state.publicUrl, 'x-forwarded-proto': 'https' };
  const created = await call(`${A.base}/api/categories`, {
    method: 'POST',
    body: { name: `Kept answers ${RUN}`, type: 'camping' },
    headers,
  });
  const id = json(created)?.id;
  if (created.status !== 201 || !id)
    throw new Error(`creating a category for the staleness checks: ${created.status} ${created.text}`);
  const category = categoryProbe(A, B, id, headers);
  await notifiedCheck(category, A, B);
  await listenersEndedChecks(category, dbUrl, B);
  await unannouncedCheck(category, dbUrl, id, B);
}

/** The category's color written through A, and read through B where its list is kept. */
function categoryProbe(A, B, id, headers) {
  const colorOnB = async () => json(await call(`${B.base}${LISTED}`))?.find((category) => category.id === id)?.color;
  return {
    /** How long until B's answer (signed out, kept) shows `color`: ms, or undefined when not within `limitMs`. */
    async seenOnB(color, since, limitMs) {
      while (Date.now() - since < limitMs) {
        if ((await colorOnB()) === color) return Date.now() - since;
        await sleep(20);
      }
      return undefined;
    },
    /** Asks B twice: the second answer's X-Cache. */
    async keptOnB() {
      await call(`${B.base}${LISTED}`);
      return (await call(`${B.base}${LISTED}`)).headers['x-cache'];
    },
    patch: (color) => call(`${A.base}/api/categories/${id}`, { method: 'PATCH', body: { color }, headers }),
  };
}

async function notifiedCheck(category, A, B) {
  const kept = await category.keptOnB();
  const at = Date.now();
  const written = await category.patch('#1A2B3C');
  const normalMs = await category.seenOnB('#1A2B3C', at, 5_000);
  figures.stalenessNormalMs = normalMs;
  check(
    `a write through ${A.name} is seen through ${B.name} (kept answer) within 1 s`,
    kept === 'hit' && written.status === 200 && normalMs !== undefined && normalMs < 1_000,
    `kept ${kept}, PATCH ${written.status}, seen after ${normalMs ?? 'more than 5000'} ms`,
  );
}

async function listenersEndedChecks(category, dbUrl, B) {
  await category.keptOnB();
  const ended = await query(
    dbUrl,
    `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1`,
    [CACHE_LISTENER],
  );
  const at = Date.now();
  const afterKill = await category.patch('#2B3C4D');
  const killedMs = await category.seenOnB('#2B3C4D', at, BOUND_MS + 5_000);
  figures.stalenessListenerEndedMs = killedMs;
  check(
    `with the listeners' backends ended (${ended.length}), a write is seen through ${B.name} within max age + heartbeat (${BOUND_MS} ms)`,
    ended.length === 2 && afterKill.status === 200 && killedMs !== undefined && killedMs <= BOUND_MS,
    `PATCH ${afterKill.status}, seen after ${killedMs ?? 'more than ' + (BOUND_MS + 5_000)} ms`,
  );
  // Both listening again (and keeping answers again) before the next check and the load checks.
  const deadline = Date.now() + 15_000;
  let listening = 0;
  let keptAgain;
  while (Date.now() < deadline && (listening < 2 || keptAgain !== 'hit')) {
    listening = (
      await query(dbUrl, `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1`, [
        CACHE_LISTENER,
      ])
    )[0].n;
    keptAgain = listening === 2 ? await category.keptOnB() : undefined;
    if (listening < 2 || keptAgain !== 'hit') await sleep(100);
  }
  check(
    'both replicas listen again after their listener was ended, and keep answers again',
    listening === 2 && keptAgain === 'hit',
    `${listening} listening, ${B.name}: ${keptAgain}`,
  );
}

/**
 * A write that no trigger announces (as a lost notification, or a column no trigger watches, would be), while B keeps
 * the answer: only the maximum age brings it.
 */
async function unannouncedCheck(category, dbUrl, id, B) {
  const silentAt = Date.now();
  await query(
    dbUrl,
    `BEGIN; SET LOCAL session_replication_role = replica; UPDATE categories SET color = '#3C4D5E' WHERE id = '${id}'; COMMIT;`,
  );
  const silentMs = await category.seenOnB('#3C4D5E', silentAt, BOUND_MS + 5_000);
  figures.stalenessUnannouncedMs = silentMs;
  check(
    `a write no notification announces is seen through ${B.name} (answer kept) within max age + heartbeat (${BOUND_MS} ms)`,
    silentMs !== undefined && silentMs <= BOUND_MS,
    `seen after ${silentMs ?? 'more than ' + (BOUND_MS + 5_000)} ms`,
  );
}
