import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built app exactly as `npm start` does (scripts/start.mjs, build skipped) on free ports,
 * with a throw-away embedded PostgreSQL data folder. Resolves once /api/health answers 200.
 */
export async function startApp(extraEnv: Record<string, string> = {}, dataDir?: string): Promise<RunningApp> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'tara-e2e-'));
  chmodSync(dir, 0o777); // embedded PostgreSQL runs as the `postgres` user when we are root
  const port = await freePort();
  const pgPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      SKIP_BUILD: '1',
      PORT: String(port),
      EMBEDDED_PG_DIR: join(dir, 'postgres'),
      EMBEDDED_PG_PORT: String(pgPort),
      // The browser suites sign up, post and claim from one address many times a minute: write rate limits raised.
      RATE_LIMIT_FACTOR: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited early (code ${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The app did not become healthy within 90 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    dataDir: dir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
