// The deployment files as scripts/deploy-config.test.mjs reads them: .env.example, docker-compose.yml (with Compose's
// interpolation), the Dockerfile's stages, the variables of deploy/nginx's templates, and the built backend.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
export const SERVICES = ['postgres', 'migrate', 'api', 'web', 'admin'];

/** .env.example as KEY -> value (the `.env` a deployment copies from it). */
function dotenv(text) {
  const values = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) values[match[1]] = match[2].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

export const envExample = dotenv(read('.env.example'));
export const composeText = read('docker-compose.yml');
// YAML 1.1 merge keys (<<: *api) as Docker Compose reads them.
export const compose = parse(composeText, { merge: true });
export const services = compose?.services ?? {};

/** Compose's interpolation of ${VAR}, ${VAR:-default}, ${VAR-default} and $$, from the .env file. `used` collects the
 * variables without a default (those .env must set). */
export function interpolate(value, env, used = new Set()) {
  if (typeof value !== 'string') return value;
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}/g, (whole, name, op, fallback) => {
    if (whole === '$$') return '$';
    if (!op) used.add(name);
    const set = env[name];
    if (op === ':-') return set ? set : fallback;
    if (op === '-') return set !== undefined ? set : fallback;
    return set ?? '';
  });
}

/** A service's environment (list or map), interpolated. */
export function environmentOf(service, env = envExample, used) {
  const raw = service?.environment ?? {};
  const entries = Array.isArray(raw)
    ? raw.map((item) => String(item).split(/=(.*)/s).slice(0, 2))
    : Object.entries(raw);
  return Object.fromEntries(
    entries.map(([key, value]) => [key, interpolate(value === null ? '' : String(value), env, used)]),
  );
}

/** The Dockerfile's stages: name -> { from, env, expose, user, healthcheck, cmd, lines } (ENV inherited from the base stage;
 * FROM ${ARG} resolved with the ARG's default, the global ARGs in `stages[ARGS]`). */
export const ARGS = Symbol('global ARGs');
function dockerfileStages(text) {
  const stages = { [ARGS]: {} };
  let current;
  const logical = text.replace(/\\\n/g, ' ').split('\n');
  for (const line of logical) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [instruction, ...rest] = trimmed.split(/\s+/);
    const args = rest.join(' ');
    if (instruction.toUpperCase() === 'ARG' && !current) {
      const [, name, value] = /^([A-Za-z_][A-Za-z0-9_]*)(?:=(\S*))?/.exec(args);
      stages[ARGS][name] = value ?? '';
      continue;
    }
    if (instruction.toUpperCase() === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(
        args.replace(/\$\{(\w+)\}/g, (_, name) => stages[ARGS][name] ?? ''),
      );
      const base = stages[match[1]];
      current = {
        from: match[1],
        env: { ...(base?.env ?? {}) },
        expose: [...(base?.expose ?? [])],
        user: base?.user,
        healthcheck: base?.healthcheck,
        cmd: base?.cmd,
        lines: [],
      };
      stages[match[2] ?? `stage${Object.keys(stages).length}`] = current;
      continue;
    }
    current.lines.push(trimmed);
    switch (instruction.toUpperCase()) {
      case 'ENV':
        for (const [, key, value] of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g))
          current.env[key] = value.replace(/^"(.*)"$/, '$1');
        break;
      case 'EXPOSE':
        current.expose.push(...args.split(/\s+/).map((port) => Number.parseInt(port, 10)));
        break;
      case 'USER':
        current.user = args;
        break;
      case 'HEALTHCHECK':
        current.healthcheck = args;
        break;
      case 'CMD':
        current.cmd = args;
        break;
      default:
    }
  }
  return stages;
}

export const stages = dockerfileStages(read('Dockerfile'));

/** The variables render.sh substitutes, and the ones each template uses. */
const renderScript = read('deploy/nginx/render.sh');
export const renderedVars = [...(/vars='([^']*)'/.exec(renderScript)?.[1] ?? '').matchAll(/\$\{([A-Z_]+)\}/g)].map(
  (m) => m[1],
);
const withoutComments = (text) =>
  text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
export const templateVars = (file) => [
  ...new Set([...withoutComments(read(`deploy/nginx/${file}`)).matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1])),
];
const RENDER_SETS = ['NGINX_SITES', 'SECURITY_HEADERS', 'MAP_TILE_SOURCE']; // render.sh sets these itself (the last from MAP_TILE_URL)

/** Variables a site's configuration needs: nginx.conf, the site, and the security headers when the site includes them. */
export function siteVars(site) {
  const vars = new Set([...templateVars('nginx.conf.template'), ...templateVars(`${site}.conf.template`)]);
  if (vars.has('SECURITY_HEADERS')) for (const name of templateVars('security-headers.conf.template')) vars.add(name);
  for (const name of RENDER_SETS) vars.delete(name);
  return [...vars].sort();
}

export const portOf = (published) => {
  const text = String(published);
  const [, container] = /(?:.*:)?(\d+)(?:\/tcp)?$/.exec(text) ?? [];
  return Number(container);
};

export async function importDist(file) {
  const full = path.join(ROOT, 'backend', 'dist', file);
  if (!fs.existsSync(full))
    throw new Error(`backend/dist/${file} is missing: build the backend first (npx nx run backend:build)`);
  return import(pathToFileURL(full).href);
}
