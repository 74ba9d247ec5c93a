// `docker kill` of one API container while clients read and write through nginx: no GET fails, every acknowledged
// write is in PostgreSQL, none twice.
import http from 'node:http';
import { call, json } from '../lib/http-probe.mjs';
import { compose, docker, lastLines, must } from './commands.mjs';
import { CLIENTS, RUN, check, figures, say, sleep } from './context.mjs';
import { containers, psql } from './stack.mjs';

const loadAgent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 4 });

const failed = (record) => record.status === 0 || record.status >= 400;

/** One client's loop until running() is false, each request recorded in `records`. */
async function loadClient({ web, publicUrl, cookie, client, records, running }) {
  for (let seq = 0; running(); seq++) {
    const t0 = Date.now();
    // About 15 writes a second in all: under the edge's write rate per address (API_WRITE_RATE 20r/s, the web image).
    if (Math.random() < 0.1) {
      const name = `load ${RUN} ${client}-${seq}`;
      const res = await call(`${web}/api/categories`, {
        method: 'POST',
        agent: loadAgent,
        body: { name, type: 'camping' },
        headers: { cookie, origin: publicUrl },
      });
      records.push({
        method: 'POST',
        name,
        status: res.status,
        error: res.error,
        id: res.status === 201 ? json(res)?.id : undefined,
        t0,
      });
    } else {
      const target = ['/api/destinations?limit=5', '/api/categories?type=food', '/api/auth/user', '/'][seq % 4];
      const res = await call(`${web}${target}`, { agent: loadAgent, headers: { cookie } });
      records.push({ method: 'GET', path: target, status: res.status, error: res.error, t0 });
    }
    await sleep(30 + Math.random() * 40);
  }
}

/** Resolves the requests made, each { method, status, error, t0, ... }. */
export async function killUnderLoad(web, publicUrl, cookie) {
  const [victim] = await containers('api');
  say(
    `load: ${CLIENTS} clients reading and writing through nginx; docker kill of api ${victim.slice(0, 12)} after 4 s`,
  );
  const records = [];
  let running = true;
  const clients = Array.from({ length: CLIENTS }, (_, client) =>
    loadClient({ web, publicUrl, cookie, client, records, running: () => running }),
  );
  await sleep(4_000);
  const killAt = Date.now();
  const killed = await docker(['kill', victim]);
  say(`killed (${killed.code === 0 ? 'ok' : lastLines(killed.err, 1)}); the load goes on for 8 s`);
  await sleep(8_000);
  running = false;
  await Promise.all(clients);
  killChecks(records, killAt, killed);
  // The killed replica comes back by its restart policy or by compose.
  await must(compose(['up', '-d', '--no-recreate']), 'docker compose up -d (after the kill)');
  return records;
}

function killChecks(records, killAt, killed) {
  const gets = records.filter((record) => record.method === 'GET');
  const posts = records.filter((record) => record.method === 'POST');
  const failedGets = gets.filter(failed);
  const afterKill = records.filter((record) => record.t0 >= killAt && !failed(record));
  figures.kill = {
    requests: records.length,
    gets: gets.length,
    posts: posts.length,
    failedGets: failedGets.length,
    failedPosts: posts.filter(failed).length,
    answeredAfterKill: afterKill.length,
  };
  check(
    'docker kill under load: no GET failed',
    killed.code === 0 && failedGets.length === 0,
    `${gets.length} GETs, ${failedGets.length} failed ${failedGets
      .slice(0, 5)
      .map((r) => `${r.path} ${r.status || r.error}`)
      .join('; ')}`,
  );
  check(
    'docker kill under load: requests kept being answered after the kill',
    afterKill.length > CLIENTS,
    `${afterKill.length} answered after it`,
  );
}

/** The acknowledged writes against PostgreSQL; resolves the rows written and the names acknowledged. */
export async function verifyWrites(records) {
  const acked = records.filter((record) => record.method === 'POST' && record.status === 201);
  const rows = await psql(`SELECT id::text, name FROM categories WHERE name LIKE 'load ${RUN} %'`);
  const byName = new Map();
  for (const [id, name] of rows) byName.set(name, [...(byName.get(name) ?? []), id]);
  const lost = acked.filter((record) => !byName.get(record.name)?.includes(String(record.id)));
  const twice = [...byName.values()].filter((ids) => ids.length > 1);
  figures.kill.acknowledgedWrites = acked.length;
  figures.kill.rowsWritten = rows.length;
  check(
    'docker kill under load: every acknowledged write is in PostgreSQL',
    acked.length > 0 && lost.length === 0,
    `${acked.length} acknowledged, ${lost.length} lost`,
  );
  check('docker kill under load: no write applied twice', twice.length === 0, `${twice.length} duplicated`);
  return { rows: rows.length, names: acked.map((record) => record.name) };
}
