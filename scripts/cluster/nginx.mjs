// Debian's nginx with the very configuration the compose file uses (deploy/nginx, rendered by render.sh), serving the
// built apps and balancing /api over the replicas; and its access log.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { call } from '../lib/http-probe.mjs';
import { ROOT, sleep, state } from './config.mjs';
import { lastLines } from './processes.mjs';

/**
 * The built apps, copied where the nginx workers (nobody, when started as root) can read them, with the brotli and
 * gzip copies their builds wrote (scripts/precompress.mjs) for brotli_static/gzip_static.
 */
function copySite() {
  const site = path.join(state.tmp, 'site');
  for (const [app, dir] of [
    ['frontend-shell', 'shell'],
    ['frontend-public', 'public'],
    ['frontend-admin', 'admin'],
  ]) {
    fs.cpSync(path.join(ROOT, app, 'dist'), path.join(site, dir), { recursive: true });
  }
  for (const dir of [state.tmp, site]) fs.chmodSync(dir, 0o755);
  return site;
}

/** Renders deploy/nginx into the run's directory; returns the configuration's directory. */
function renderConfiguration({ modulesDir, mimeTypes }, ports, upstreams, site) {
  const { tmp } = state;
  const conf = path.join(tmp, 'nginx');
  const env = {
    ...process.env,
    NGINX_MODULES_DIR: modulesDir,
    NGINX_RUNTIME_DIR: path.join(tmp, 'nginx-run'),
    NGINX_MIME_TYPES: mimeTypes,
    NGINX_ACCESS_LOG: path.join(tmp, 'nginx-access.log'),
    API_SERVERS: upstreams.map((address) => `server ${address} ${upstreamParameters()};`).join(' '),
    WEB_PORT: String(ports.web),
    WEB_ROOT: path.join(site, 'shell'),
    PUBLIC_REMOTE_ROOT: path.join(site, 'public'),
    ADMIN_PORT: String(ports.admin),
    ADMIN_ROOT: path.join(site, 'admin'),
    ADMIN_ORIGIN: `http://127.0.0.1:${ports.admin}`,
    ADMIN_REMOTE_ENTRY: `http://127.0.0.1:${ports.admin}/remoteEntry.js`,
    WEB_ORIGIN: state.publicUrl,
    // The load below writes from one address (127.0.0.1) far faster than a person: the edge's write limit is raised
    // out of the way (docs/rate-limits.md), as the replicas' own limits are (RATE_LIMIT_FACTOR).
    API_WRITE_RATE: '100000r/s',
    API_WRITE_BURST: '100000',
  };
  // The compose file's web and admin services each render one site; here one nginx serves both.
  execFileSync(
    'sh',
    [path.join(ROOT, 'deploy', 'nginx', 'render.sh'), path.join(ROOT, 'deploy', 'nginx'), conf, 'web', 'admin'],
    {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return conf;
}

/** Starts nginx (in state.nginx) on ports.web and ports.admin in front of `upstreams`; resolves once it answers. */
export async function startNginx(tools, ports, upstreams) {
  const { tmp } = state;
  const conf = renderConfiguration(tools, ports, upstreams, copySite());
  const errorLog = path.join(tmp, 'nginx-error.log');
  const globals = ['daemon off;', ...(process.getuid?.() === 0 ? ['user nobody nogroup;'] : [])].join(' ');
  const args = ['-p', tmp, '-e', errorLog, '-c', path.join(conf, 'nginx.conf'), '-g', globals];
  try {
    execFileSync(tools.nginxBin, ['-t', '-q', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    throw new Error(
      `nginx -t refused the rendered configuration: ${String(error.stderr ?? '').trim() || lastLines(errorLog, 5)}`,
    );
  }
  const err = fs.openSync(errorLog, 'a');
  const nginx = spawn(tools.nginxBin, args, { stdio: ['ignore', 'ignore', err], detached: true });
  state.nginx = nginx;
  fs.closeSync(err);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${lastLines(errorLog, 5)}`);
    if ((await call(`http://127.0.0.1:${ports.web}/remotes.json`, { timeoutMs: 1_000 })).status === 200) return;
    await sleep(100);
  }
  throw new Error(`nginx did not answer on port ${ports.web}: ${lastLines(errorLog, 5)}`);
}

/** The parameters of the compose file's upstream servers (max_fails, fail_timeout), so that both balance alike. */
function upstreamParameters() {
  const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
  // Either quote: Prettier writes YAML strings in single quotes.
  const found = /API_SERVERS:\s*["']server api:\d+ ([^;"']*);/.exec(compose);
  if (!found) throw new Error('docker-compose.yml: no API_SERVERS "server api:<port> ...;" in the web service');
  return found[1].trim();
}

/** nginx's access log (JSON lines: requestId, upstream, status...), by request id. */
export function nginxAccessLog() {
  const byId = new Map();
  let notJson = 0;
  for (const line of fs.readFileSync(path.join(state.tmp, 'nginx-access.log'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line);
      byId.set(entry.requestId, entry);
    } catch {
      notJson++;
    }
  }
  return { byId, notJson };
}
