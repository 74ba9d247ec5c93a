// After the load: the database against what the clients were told (no lost or doubled write), which requests failed,
// and the replicas' logs against nginx's request ids.
import fs from 'node:fs';
import { ADMIN_PASSWORD, CLIENTS, RUN } from './config.mjs';
import { query } from './database.mjs';
import { failed } from './load.mjs';
import { nginxAccessLog } from './nginx.mjs';
import { check, figures, say } from './report.mjs';

export async function verify({ dbUrl, A, B, killRecords, killAt, rollRecords, drains, cookie }) {
  say('checking the database and the logs');
  const rows = await query(dbUrl, `SELECT id::text AS id, name FROM categories WHERE name LIKE $1`, [`load ${RUN} %`]);
  const byName = new Map();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
  const { byId: access, notJson: accessNotJson } = nginxAccessLog();
  const seen = { byName, access };
  killChecks(seen, A, killRecords, killAt);
  rollingChecks(seen, rollRecords, drains);
  logChecks({ access, accessNotJson, A, B, killRecords, killAt, rollRecords, cookie });
}

/** The requests of a load phase against the database's rows (byName: category name -> ids). */
function summarize(records, byName) {
  const posts = records.filter((r) => r.method === 'POST');
  const gets = records.filter((r) => r.method === 'GET');
  const acked = posts.filter((r) => r.status >= 200 && r.status < 300);
  return {
    requests: records.length,
    gets: gets.length,
    posts: posts.length,
    failedGets: gets.filter(failed),
    failedPosts: posts.filter(failed),
    lostWrites: acked.filter((r) => !byName.has(r.name) || !byName.get(r.name).includes(r.id)),
    duplicateWrites: posts.filter((r) => (byName.get(r.name)?.length ?? 0) > 1 || r.status === 409),
    // A failed POST may still have been applied (the replica died after its commit, before its answer).
    failedButApplied: posts.filter((r) => failed(r) && byName.has(r.name)),
  };
}

/** The first five of `records`, with the replica nginx sent each to. */
const describe = (records, access) =>
  records
    .slice(0, 5)
    .map((r) => `${r.method} ${r.path} ${r.status || r.error} via ${access.get(r.reqId)?.upstream ?? '?'}`)
    .join('; ');

function killChecks({ byName, access }, A, killRecords, killAt) {
  const kill = summarize(killRecords, byName);
  // Allowed failures: non-GETs that were in flight on the killed replica (sent to it alone, before the kill, answered after).
  const inFlightOnKilled = kill.failedPosts.filter((r) => {
    const upstream = access.get(r.reqId)?.upstream ?? '';
    return upstream === A.address && r.t0 <= killAt + 1_000 && r.t1 >= killAt;
  });
  const killWindow = killRecords.filter((r) => r.t0 >= killAt);
  figures.kill = {
    requests: kill.requests,
    gets: kill.gets,
    posts: kill.posts,
    requestsAfterKill: killWindow.length,
    failedGets: kill.failedGets.length,
    failedPosts: kill.failedPosts.length,
    failedPostsInFlightOnKilled: inFlightOnKilled.length,
    // Of those, sent after the kill on a keep-alive connection nginx had not yet seen closed (it cannot know whether
    // the replica got them, so it does not retry them).
    failedPostsSentAfterKill: inFlightOnKilled.filter((r) => r.t0 > killAt).length,
    failedButApplied: kill.failedButApplied.length,
    lostWrites: kill.lostWrites.length,
    duplicateWrites: kill.duplicateWrites.length,
  };
  check(
    'kill -9: no GET failed',
    kill.failedGets.length === 0,
    `${kill.gets} GETs, ${kill.failedGets.length} failed ${describe(kill.failedGets, access)}`,
  );
  check(
    'kill -9: only non-GETs in flight on the killed replica failed',
    inFlightOnKilled.length === kill.failedPosts.length,
    `${kill.failedPosts.length} failed POSTs, ${inFlightOnKilled.length} of them in flight on ${A.name} ${describe(
      kill.failedPosts.filter((r) => !inFlightOnKilled.includes(r)),
      access,
    )}`,
  );
  check(
    'kill -9: every write that answered 2xx is in the database',
    kill.lostWrites.length === 0,
    `${kill.lostWrites.length} lost`,
  );
  check(
    'kill -9: no write applied twice',
    kill.duplicateWrites.length === 0,
    `${kill.duplicateWrites.length} duplicated`,
  );
  check(
    'kill -9: requests kept flowing after the kill',
    killWindow.filter((r) => !failed(r)).length > CLIENTS,
    `${killWindow.length} requests after the kill`,
  );
}

function rollingChecks({ byName, access }, rollRecords, drains) {
  const roll = summarize(rollRecords, byName);
  const rollFailed = rollRecords.filter(failed);
  figures.rolling = {
    requests: roll.requests,
    gets: roll.gets,
    posts: roll.posts,
    failed: rollFailed.length,
    lostWrites: roll.lostWrites.length,
    duplicateWrites: roll.duplicateWrites.length,
    drains,
  };
  check(
    'rolling restart: zero failed requests',
    rollFailed.length === 0,
    `${roll.requests} requests, ${rollFailed.length} failed ${describe(rollFailed, access)}`,
  );
  check(
    'rolling restart: every write is in the database once',
    roll.lostWrites.length === 0 && roll.duplicateWrites.length === 0,
  );
  check(
    'rolling restart: each replica turned unready at once and exited 0 after draining',
    drains.every(
      (d) =>
        d.exitCode === 0 && d.notReadyAfterMs !== undefined && d.notReadyAfterMs < 1_000 && d.backInMs !== undefined,
    ),
    drains
      .map(
        (d) =>
          `${d.name} 503 after ${d.notReadyAfterMs} ms, drained in ${d.drainMs} ms, ready again in ${d.readyMs} ms, back in rotation in ${d.backInMs} ms`,
      )
      .join('; '),
  );
}

/** The replicas' log lines: request ids seen (reqId -> replica names), lines not JSON, secrets found. */
function readReplicaLogs(replicas, cookie) {
  const seen = new Map();
  const notJson = {};
  const leaks = [];
  for (const replica of replicas) {
    const lines = replica.logLines();
    notJson[replica.name] = lines.filter((line) => line.raw !== undefined).map((line) => line.raw);
    for (const { json: entry } of lines) {
      if (entry?.reqId) seen.set(entry.reqId, [...(seen.get(entry.reqId) ?? []), replica.name]);
    }
    const text = fs.readFileSync(replica.logFile, 'utf8');
    if (text.includes(ADMIN_PASSWORD)) leaks.push(`${replica.name}: the password`);
    const sid = decodeURIComponent(cookie.split('=')[1] ?? '');
    if (sid && (text.includes(sid) || text.includes(cookie))) leaks.push(`${replica.name}: the session cookie`);
  }
  return { seen, notJson, leaks };
}

/** Logs: JSON lines with the request ids nginx assigned (the X-Request-Id nginx answered with). */
function logChecks({ access, accessNotJson, A, B, killRecords, killAt, rollRecords, cookie }) {
  const { seen, notJson, leaks } = readReplicaLogs([A, B], cookie);
  const all = [...killRecords, ...rollRecords].filter((r) => !failed(r));
  // A replica killed by SIGKILL may not have written the line of a request it answered just before dying.
  const missing = all.filter(
    (r) =>
      !seen.has(r.reqId) && !(access.get(r.reqId)?.upstream?.includes(A.address) && Math.abs(r.t1 - killAt) < 1_000),
  );
  const perReplica = Object.fromEntries(
    [A, B].map((replica) => [replica.name, [...seen.values()].filter((names) => names.includes(replica.name)).length]),
  );
  figures.logs = {
    requestLines: perReplica,
    answeredRequestsWithoutLogLine: missing.length,
    nonJsonLines: Object.fromEntries(Object.entries(notJson).map(([k, v]) => [k, v.length])),
  };
  check(
    'both replicas log JSON lines only',
    Object.values(notJson).every((lines) => lines.length === 0) && accessNotJson === 0,
    Object.entries(notJson)
      .filter(([, v]) => v.length)
      .map(([k, v]) => `${k}: ${v[0].slice(0, 120)}`)
      .join('; '),
  );
  check(
    "every answered request's nginx-assigned id is in a replica's log; both replicas log",
    missing.length === 0 &&
      perReplica[A.name] > 0 &&
      perReplica[B.name] > 0 &&
      all.every((r) => /^[0-9a-f]{32}$/.test(r.reqId ?? '')),
    `${all.length} answered, ${missing.length} without a log line; lines per replica ${JSON.stringify(perReplica)}`,
  );
  const sample = [...seen.keys()].slice(-1)[0];
  const sampleLine = [A, B].flatMap((replica) => replica.logLines()).find((line) => line.json?.reqId === sample)?.json;
  check(
    'request log lines carry method, path, status, duration and user id',
    sampleLine && ['method', 'path', 'status', 'durationMs', 'userId'].every((key) => key in sampleLine),
    JSON.stringify(sampleLine),
  );
  check('no password or session cookie in the logs', leaks.length === 0, leaks.join(', '));
}
