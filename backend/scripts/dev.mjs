// npm run dev -w backend: the backend in watch mode, no extra packages.
// tsc --watch compiles src/ to dist/; once the first compile is clean, `node --watch dist/main.js` runs the
// server and restarts it (SIGTERM: graceful shutdown, embedded PostgreSQL stopped) whenever dist changes.
// The remotes are announced at the frontend dev servers (shell 4200 proxies /api and /remotes.json to
// this backend on 3000; public remote 4201, admin remote 4202) unless PUBLIC_REMOTE_ENTRY / ADMIN_REMOTE_ENTRY are set.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const env = {
  ...process.env,
  PUBLIC_REMOTE_ENTRY: process.env.PUBLIC_REMOTE_ENTRY || 'http://localhost:4201/remoteEntry.js',
  ADMIN_REMOTE_ENTRY: process.env.ADMIN_REMOTE_ENTRY || 'http://localhost:4202/remoteEntry.js',
};

const children = new Set();
let server;
let stopping = false;

function run(args, options) {
  const child = spawn(process.execPath, args, { cwd: backend, env, ...options });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[dev] ${args.join(' ')} exited (${signal ?? code}); stopping`);
      stop(typeof code === 'number' && code !== 0 ? code : 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

const tsc = run([tscBin, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
tsc.stdout.setEncoding('utf8');
tsc.stdout.on('data', (text) => {
  process.stdout.write(text.replace(/^(?=.)/gm, '[tsc] '));
  if (!server && /Found 0 errors/.test(text)) {
    server = run(['--watch', '--watch-preserve-output', 'dist/main.js'], { stdio: 'inherit' });
  }
});

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) child.kill('SIGTERM');
  if (children.size === 0) process.exit(code);
  setTimeout(() => process.exit(code), 30_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
