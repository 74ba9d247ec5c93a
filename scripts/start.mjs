#!/usr/bin/env node
// `npm start`: build whatever is not built yet (Nx restores unchanged builds from its local cache),
// then run the one process that serves the API under /api and the built shell and remotes.
// SKIP_BUILD=1 starts the already-built app (the browser tests do that after building once).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false', NX_NO_CLOUD: 'true' };

if (process.env.SKIP_BUILD !== '1') {
  const nx = join(root, 'node_modules', '.bin', 'nx');
  if (!existsSync(nx)) {
    console.error('Dependencies are missing: run `npm install` first.');
    process.exit(1);
  }
  const build = spawnSync(nx, ['run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) {
    console.error('The build failed (see above); nothing was started.');
    process.exit(build.status ?? 1);
  }
}

// The server runs in its own process group (detached), so a terminal's Ctrl-C reaches only this script, which
// forwards it once: the server then finishes in-flight requests, closes the pool and stops the embedded PostgreSQL
// in that order (without this, Ctrl-C would also hit PostgreSQL directly, before the server is done with it).
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
