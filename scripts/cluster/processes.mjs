// The processes of the cluster: API replicas (backend/dist/main.js), the one-shot CLIs, and stopping everything the
// test started, also on failure or Ctrl-C.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { call } from '../lib/http-probe.mjs';
import {
  BACKEND_DIST,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  METRICS_TOKEN,
  ROOT,
  SESSION_SECRET,
  sleep,
  state,
} from './config.mjs';

/** The environment of a replica: production, API only, behind one proxy, limits as the checks expect. */
function replicaEnv(replica) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATABASE_URL: replica.databaseUrl,
    PORT: String(replica.port),
    HOST: '127.0.0.1',
    SERVE_STATIC: 'false',
    SESSION_SECRET,
    PUBLIC_URL: state.publicUrl,
    TRUST_PROXY: '1',
    METRICS_TOKEN,
    LOG_FORMAT: 'json',
    DEMO_DATA: 'false',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(LOGIN_MAX_FAILURES_PER_ACCOUNT),
    LOGIN_MAX_FAILURES_PER_IP: String(LOGIN_MAX_FAILURES_PER_IP),
    RATE_LIMIT_FACTOR: '1000',
    ...replica.extraEnv,
  };
}

export class Replica {
  constructor(name, port, databaseUrl, extraEnv = {}) {
    this.name = name;
    this.port = port;
    this.address = `127.0.0.1:${port}`;
    this.base = `http://127.0.0.1:${port}`;
    this.databaseUrl = databaseUrl;
    this.extraEnv = extraEnv;
    this.logFile = path.join(state.tmp, `${name}.log`);
    this.errFile = path.join(state.tmp, `${name}.stderr.log`);
    this.child = undefined;
    this.starts = 0;
  }

  start() {
    const out = fs.openSync(this.logFile, 'a');
    const err = fs.openSync(this.errFile, 'a');
    this.child = spawn(process.execPath, ['--enable-source-maps', path.join(BACKEND_DIST, 'main.js')], {
      cwd: ROOT,
      stdio: ['ignore', out, err],
      env: replicaEnv(this),
    });
    fs.closeSync(out);
    fs.closeSync(err);
    this.starts++;
    const child = this.child;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    state.replicas.add(this);
    return this;
  }

  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async waitReady(timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(
          `replica ${this.name} exited while starting: ${lastLines(this.errFile, 5) || lastLines(this.logFile, 5)}`,
        );
      }
      const res = await call(`${this.base}/api/health/ready`, { timeoutMs: 2_000 });
      if (res.status === 200) return;
      await sleep(150);
    }
    throw new Error(`replica ${this.name} was not ready within ${timeoutMs / 1000} s: ${lastLines(this.logFile, 5)}`);
  }

  signal(signal) {
    if (this.running) this.child.kill(signal);
  }

  /** Every line of stdout since the first start, parsed ({ json } or { raw } for a line that is not JSON). */
  logLines() {
    if (!fs.existsSync(this.logFile)) return [];
    return fs
      .readFileSync(this.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        try {
          return { json: JSON.parse(line) };
        } catch {
          return { raw: line };
        }
      });
  }
}

export function lastLines(file, count) {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-count).join(' | ');
  } catch {
    return '';
  }
}

/** Runs a script of backend/dist to its end: { code, out, err }. */
export function runNode(script, args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(BACKEND_DIST, script), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

let cleaningUp;
/** Stops the load, the replicas, nginx and PostgreSQL, and removes the run's directory (once, however often called). */
export function cleanup() {
  cleaningUp ??= (async () => {
    state.stopLoad();
    for (const replica of state.replicas) replica.signal('SIGKILL');
    await Promise.all([...state.replicas].map((replica) => replica.exited?.catch(() => undefined)));
    const { nginx, tmp } = state;
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      killGroup(nginx.pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(nginx.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await state.pgServer?.stop().catch((error) => console.error(`stopping PostgreSQL: ${error.message}`));
    if (tmp && !process.env.CLUSTER_KEEP_TMP) fs.rmSync(tmp, { recursive: true, force: true });
    else if (tmp) console.log(`kept ${tmp}`);
  })();
  return cleaningUp;
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** No process outlives the test: killed on exit (the last resort), stopped on Ctrl-C and the like. */
export function stopEverythingOnExit() {
  process.on('exit', () => {
    for (const replica of state.replicas) replica.signal('SIGKILL');
    if (state.nginx && state.nginx.exitCode === null) killGroup(state.nginx.pid, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping everything`);
      cleanup().finally(() => process.exit(130));
    });
  }
}
