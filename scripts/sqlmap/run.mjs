// Running sqlmap: once per planned run, and once against a deliberately injectable control endpoint.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { parseSqlmap } from './output.mjs';

/** Runs sqlmap once; answers the parameters it tested, its findings, and whether it finished. */
export function sqlmap(run, { work, level, risk }) {
  const outputDir = join(work, 'sqlmap');
  const logFile = join(work, `${run.name.replace(/[^a-z0-9]+/gi, '_')}.log`);
  const args = [
    '-u',
    run.url,
    '--batch',
    '--flush-session',
    '--output-dir',
    outputDir,
    '--level',
    level,
    '--risk',
    risk,
    '--dbms',
    'PostgreSQL',
    '--cookie',
    run.cookie,
    '--drop-set-cookie',
    '--skip-waf',
    '--threads',
    '2',
    '--time-sec',
    '2',
    // A refusal of the value itself (not found, already claimed, not allowed here) is still a page to compare;
    // 401 is not ignored: a run that lost its session fails.
    '--ignore-code',
    '403,404,409',
    '--disable-coloring',
    '--answers',
    'follow=N,keep testing=Y',
    '--method',
    run.method,
    // Only the marked path parameter, the query string or the body: never the cookie or headers.
    '--skip',
    'tara.sid,User-Agent,Referer,Host',
  ];
  if (run.data !== undefined) args.push('--data', run.data, '-H', 'Content-Type: application/json');
  // A path run tests the marked path parameter only (its body is there to reach the code behind validation).
  if (run.onlyMarked) args.push('-p', 'URI');
  return new Promise((resolvePromise) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', () => {
      writeFileSync(logFile, `sqlmap ${args.map((a) => JSON.stringify(a)).join(' ')}\n\n${output}`);
      resolvePromise({ ...parseSqlmap(output), logFile });
    });
  });
}

/**
 * A throw-away endpoint on 127.0.0.1 that concatenates ?q= into SQL on the app's database (read-only SELECT, errors
 * hidden, so only blind techniques can find it), scanned exactly like the app; it is closed right after.
 */
export async function injectableControl(pgPort, options) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: pgPort,
    user: 'postgres',
    password: 'postgres',
    database: 'tara',
  });
  await client.connect();
  const control = http.createServer(async (req, res) => {
    const q = new URL(req.url ?? '/', 'http://localhost').searchParams.get('q') ?? '';
    try {
      const { rows } = await client.query(`SELECT name FROM destinations WHERE name ILIKE '%${q}%' ORDER BY name`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(rows));
    } catch {
      res.statusCode = 400;
      res.end('{"statusCode":400,"code":"BAD_REQUEST","message":"Bad request"}');
    }
  });
  await new Promise((r) => control.listen(0, '127.0.0.1', r));
  try {
    const { port: controlPort } = control.address();
    return await sqlmap(
      {
        name: 'control',
        method: 'GET',
        url: `http://127.0.0.1:${controlPort}/?q=arayat`,
        cookie: 'none=1',
      },
      options,
    );
  } finally {
    await new Promise((r) => control.close(r));
    await client.end();
  }
}
