// What the cluster test needs before it starts anything: nginx with its brotli module, envsubst, and the builds.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SetupError } from './config.mjs';

function which(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/sbin', '/usr/local/sbin', '/sbin'])) {
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  return undefined;
}

const BUILT = [
  ['backend/dist/main.js', 'backend'],
  ['backend/dist/cli/migrate.js', 'backend'],
  ['backend/dist/cli/create-admin.js', 'backend'],
  ['frontend-shell/dist/index.html', 'frontend-shell'],
  ['frontend-public/dist/remoteEntry.js', 'frontend-public'],
  ['frontend-admin/dist/remoteEntry.js', 'frontend-admin'],
];

/** The nginx binary and files to use; throws a SetupError that says what to install or build when one is missing. */
export function preflight() {
  const packages =
    'run scripts/system-packages.sh (or: sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static gettext-base)';
  const nginxBin = process.env.NGINX_BIN || which('nginx');
  if (!nginxBin) throw new SetupError(`nginx is not installed: ${packages}`);
  const modulesDir = process.env.NGINX_MODULES_DIR || '/usr/lib/nginx/modules';
  if (!fs.existsSync(path.join(modulesDir, 'ngx_http_brotli_static_module.so'))) {
    throw new SetupError(`nginx's brotli static module is missing from ${modulesDir}: ${packages}`);
  }
  const mimeTypes = process.env.NGINX_MIME_TYPES || '/etc/nginx/mime.types';
  if (!fs.existsSync(mimeTypes)) throw new SetupError(`${mimeTypes} is missing (nginx-common): ${packages}`);
  if (!which('envsubst')) throw new SetupError(`envsubst is missing (deploy/nginx/render.sh needs it): ${packages}`);
  const missing = [
    ...new Set(BUILT.filter(([file]) => !fs.existsSync(path.join(ROOT, file))).map(([, project]) => project)),
  ];
  if (missing.length > 0) {
    throw new SetupError(
      `build first: npx nx run-many -t build -p ${missing.join(' ')} (missing dist of ${missing.join(', ')})`,
    );
  }
  return { nginxBin, modulesDir, mimeTypes };
}
