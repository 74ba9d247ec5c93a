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
  const build = spawnSync(nx, ['run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) {
    console.error('The build failed (see above); nothing was started.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// Forward stop signals so the server can finish in-flight requests and stop PostgreSQL cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
