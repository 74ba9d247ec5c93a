// The deployment files read against the code (issue 12.5), run by npm test: `node --test scripts/deploy-config.test.mjs`.
// docker-compose.yml is valid YAML with the services the design names; the api service's environment satisfies the
// backend's own configuration loaders in production (backend/dist: app-config.js, auth-config.js), so a variable the
// backend starts to require fails here first; the nginx configuration the images render is deploy/nginx, the one the
// cluster test (scripts/test-cluster.mjs) renders, with every template variable supplied; the ports agree between the
// Dockerfile (EXPOSE, ENV), the compose file, the nginx templates and .env.example. Needs the built backend.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  ARGS,
  ROOT,
  SERVICES,
  compose,
  composeText,
  envExample,
  environmentOf,
  importDist,
  interpolate,
  portOf,
  read,
  renderedVars,
  services,
  siteVars,
  stages,
  templateVars,
} from './lib/deploy-files.mjs';

// ------------------------------------------------------------------ the compose file

test('docker-compose.yml is valid YAML with the services of the design', () => {
  assert.ok(compose && typeof compose === 'object', 'docker-compose.yml parses to a mapping');
  assert.deepEqual(Object.keys(services).sort(), [...SERVICES].sort());
  const postgres = services.postgres;
  assert.match(
    interpolate(postgres.image, envExample),
    /^postgres:18-/,
    'postgres uses the official image of PostgreSQL 18 by default',
  );
  const volume = String(postgres.volumes?.[0] ?? '').split(':')[0];
  assert.ok(volume && compose.volumes && volume in compose.volumes, 'postgres keeps its data in a named volume');
  assert.ok(postgres.healthcheck?.test, 'postgres has a healthcheck');
  assert.deepEqual(services.migrate.command, ['node', 'backend/dist/cli/migrate.js']);
  assert.ok(fs.existsSync(path.join(ROOT, 'backend/src/cli/migrate.ts')), 'the migrate command exists in the backend');
  assert.equal(String(services.migrate.restart), 'no', 'migrate runs once');
  assert.equal(services.migrate.depends_on?.postgres?.condition, 'service_healthy');
  assert.equal(services.api.deploy?.replicas, 2, 'two API replicas');
  assert.equal(
    services.api.depends_on?.migrate?.condition,
    'service_completed_successfully',
    'the replicas start after the migration',
  );
  assert.equal(services.api.ports, undefined, 'the replicas are reached through nginx only');
  assert.ok(services.web.depends_on?.api, 'web waits for the api');
  for (const name of ['migrate', 'api'])
    assert.equal(services[name].build?.target, 'api', `${name} runs the api image`);
  assert.equal(services.web.build?.target, 'web');
  assert.equal(services.admin.build?.target, 'admin');
  for (const name of Object.keys(services)) assert.ok(services[name].restart, `${name} has a restart policy`);
});

test('every ${VARIABLE} the compose file uses is in .env.example, and no secret is written in the compose file', () => {
  const used = new Set();
  for (const service of Object.values(services)) environmentOf(service, envExample, used);
  interpolate(composeText, envExample, used);
  const missing = [...used].filter((name) => !(name in envExample));
  assert.deepEqual(missing, [], `add to .env.example: ${missing.join(', ')}`);
  for (const secret of ['SESSION_SECRET', 'POSTGRES_PASSWORD', 'METRICS_TOKEN']) {
    const value = services.api.environment?.[secret] ?? services.postgres.environment?.[secret];
    if (value !== undefined) assert.match(String(value), /^\$\{[A-Z_]+\}$/, `${secret} comes from .env`);
  }
});

test("the api service's environment satisfies the backend's configuration loaders in production", async () => {
  const { loadConfig } = await importDist('config/app-config.js');
  const { loadAuthConfig } = await importDist('modules/auth/http/auth-config.js');
  // What the container sees: env_file .env, then environment (which wins); nothing from this machine's environment.
  assert.equal(interpolate(services.api.env_file, envExample), '.env');
  const env = { ...envExample, ...environmentOf(services.api) };
  const load = (values) => {
    const config = loadConfig(values);
    return { config, auth: loadAuthConfig(values, { production: config.production }) };
  };
  const { config, auth } = load(env);
  assert.equal(config.production, true, 'NODE_ENV=production');
  assert.equal(config.serveStatic, false, 'API only (SERVE_STATIC=false): nginx serves the apps');
  assert.equal(config.demoData, false, 'no demo data');
  assert.equal(config.logFormat, 'json');
  assert.ok(config.metricsToken, 'METRICS_TOKEN set: /api/metrics for the scraper');
  assert.equal(config.http.port, Number(env.PORT));
  assert.equal(auth.trustProxy, 1, 'TRUST_PROXY=1: nginx is the one proxy in front');
  assert.ok(auth.sessionSecret, 'SESSION_SECRET');
  assert.ok(auth.publicUrl, 'PUBLIC_URL');
  assert.equal(config.database.kind, 'external', 'DATABASE_URL: the postgres service, not an embedded server');
  const url = new URL(config.database.url);
  assert.equal(url.hostname, 'postgres');
  assert.equal(url.port || '5432', '5432');
  assert.equal(decodeURIComponent(url.username), envExample.POSTGRES_USER);
  assert.equal(decodeURIComponent(url.password), envExample.POSTGRES_PASSWORD);
  assert.equal(url.pathname.slice(1), envExample.POSTGRES_DB);
  const pg = environmentOf(services.postgres);
  assert.deepEqual(
    [pg.POSTGRES_USER, pg.POSTGRES_PASSWORD, pg.POSTGRES_DB],
    [envExample.POSTGRES_USER, envExample.POSTGRES_PASSWORD, envExample.POSTGRES_DB],
  );

  // The variables the loaders refuse to start without, in production: each one is set in the api service itself.
  const required = Object.keys(env).filter((name) => {
    const { [name]: _dropped, ...rest } = env;
    try {
      load(rest);
      return false;
    } catch {
      return true;
    }
  });
  assert.ok(required.includes('SESSION_SECRET'), 'the loaders require SESSION_SECRET in production');
  for (const name of required)
    assert.ok(name in (services.api.environment ?? {}), `${name} is required in production: set it in the api service`);
  // The migration and the replicas share the one definition (x-api), so the migration reaches the same database.
  assert.equal(environmentOf(services.migrate).DATABASE_URL, environmentOf(services.api).DATABASE_URL);
});

// ------------------------------------------------------------------ images and nginx

test('the Dockerfile: Node 24 bases, production dependencies only, a non-root user and a HEALTHCHECK for the api', () => {
  assert.ok(stages.api, 'a stage named api');
  assert.match(
    stages[ARGS].NODE_IMAGE,
    /^node:24-bookworm-slim$/,
    'ARG NODE_IMAGE defaults to the official Node 24 slim image',
  );
  assert.match(
    stages[ARGS].NODE_BUILD_IMAGE,
    /^node:24-bookworm$/,
    'ARG NODE_BUILD_IMAGE defaults to the official Node 24 image',
  );
  assert.match(
    stages[ARGS].DEBIAN_IMAGE,
    /^debian:bookworm-slim$/,
    'ARG DEBIAN_IMAGE defaults to the official Debian image',
  );
  assert.equal(stages['api-root'].from, stages[ARGS].NODE_IMAGE, "the api's node and libraries come from NODE_IMAGE");
  for (const name of ['deps', 'api-deps'])
    assert.equal(stages[name].from, stages[ARGS].NODE_BUILD_IMAGE, `${name} installs with NODE_BUILD_IMAGE`);
  assert.equal(stages['nginx-base'].from, stages[ARGS].DEBIAN_IMAGE, 'nginx-base is DEBIAN_IMAGE');
  for (const name of Object.keys(stages[ARGS])) {
    for (const service of Object.values(services)) {
      if (service.build)
        assert.ok(service.build.args?.[name], `the compose file passes ${name} to ${service.build.target}`);
    }
  }
  assert.ok(stages.api.user && !/^(root|0)$/.test(stages.api.user), 'the api runs as a non-root user');
  assert.ok(
    stages.api.healthcheck && /\/api\/health\/live/.test(stages.api.healthcheck),
    'HEALTHCHECK on /api/health/live',
  );
  assert.ok(
    Object.values(stages).some((stage) => stage.lines.some((line) => /npm (install|ci) .*--omit=dev/.test(line))),
    'production dependencies only',
  );
  assert.equal(stages.api.env.NODE_ENV, 'production');
  assert.equal(stages.api.env.SERVE_STATIC, 'false');
  for (const name of ['web', 'admin']) {
    assert.ok(stages[name], `a stage named ${name}`);
    assert.ok(stages[name].user && !/^(root|0)$/.test(stages[name].user), `${name} runs nginx as a non-root user`);
    assert.ok(stages[name].healthcheck, `${name} has a HEALTHCHECK`);
  }
});

test('the images render deploy/nginx with render.sh, as the cluster test does, and every template variable is supplied', () => {
  const cluster = read('scripts/cluster/nginx.mjs'); // where the cluster test renders nginx
  assert.ok(
    stages['nginx-base'].lines.some((line) => /^COPY deploy\/nginx\/? /.test(line)),
    'the nginx images copy deploy/nginx',
  );
  assert.match(
    cluster,
    /path\.join\(ROOT, 'deploy', 'nginx', 'render\.sh'\), path\.join\(ROOT, 'deploy', 'nginx'\)/,
    'the cluster test renders deploy/nginx',
  );
  for (const template of [
    'nginx.conf.template',
    'web.conf.template',
    'admin.conf.template',
    'security-headers.conf.template',
  ]) {
    const unknown = templateVars(template).filter((name) => !renderedVars.includes(name));
    assert.deepEqual(unknown, [], `${template} uses variables render.sh does not substitute`);
  }
  for (const site of ['web', 'admin']) {
    assert.match(
      stages[site].cmd,
      new RegExp(`render\\.sh \\S+ \\S+ ${site}\\b`),
      `the ${site} image renders the ${site} site`,
    );
    const given = { ...stages[site].env, ...environmentOf(services[site]) };
    const missing = siteVars(site).filter((name) => !given[name]);
    assert.deepEqual(
      missing,
      [],
      `the ${site} service lacks ${missing.join(', ')} (Dockerfile ENV or compose environment)`,
    );
    const clusterMissing = siteVars(site).filter((name) => !new RegExp(`\\b${name}:`).test(cluster));
    assert.deepEqual(clusterMissing, [], `the cluster test does not set ${clusterMissing.join(', ')}`);
  }
  assert.match(cluster, /'web', 'admin'\]/, 'the cluster test renders both sites');
});

test('the ports agree: Dockerfile EXPOSE and ENV, compose, nginx listen, the upstreams and .env.example', () => {
  // api
  const apiPort = Number(environmentOf(services.api).PORT);
  assert.deepEqual(stages.api.expose, [apiPort], 'api: EXPOSE = PORT');
  assert.equal(Number(stages.api.env.PORT), apiPort, 'api: ENV PORT = compose PORT');
  assert.deepEqual((services.api.expose ?? []).map(Number), [apiPort], 'api: compose expose = PORT');
  const upstreams = [...environmentOf(services.web).API_SERVERS.matchAll(/server\s+([\w.-]+):(\d+)/g)];
  assert.ok(upstreams.length > 0, 'web: API_SERVERS names the api');
  for (const [, host, port] of upstreams) {
    assert.equal(host, 'api', 'the upstream is the api service (every replica)');
    assert.equal(Number(port), apiPort, 'the upstream port is the api port');
  }
  // web and admin
  for (const [site, variable, origin] of [
    ['web', 'WEB_PORT', 'PUBLIC_URL'],
    ['admin', 'ADMIN_PORT', 'ADMIN_ORIGIN'],
  ]) {
    const port = Number(stages[site].env[variable]);
    assert.ok(port > 0, `${site}: ENV ${variable}`);
    assert.deepEqual(stages[site].expose, [port], `${site}: EXPOSE = ${variable}`);
    assert.match(
      read(`deploy/nginx/${site}.conf.template`),
      new RegExp(`listen \\$\\{${variable}\\};`),
      `${site}: nginx listens on ${variable}`,
    );
    const published = (services[site].ports ?? []).map(portOf);
    assert.deepEqual(published, [port], `${site}: compose publishes container port ${port}`);
    assert.match(stages[site].healthcheck, new RegExp(`127\\.0\\.0\\.1:${port}/`), `${site}: HEALTHCHECK on ${port}`);
    const hostPort = Number(interpolate(String(services[site].ports[0]), envExample).split(':').at(-2));
    assert.equal(
      Number(new URL(envExample[origin]).port),
      hostPort,
      `.env.example ${origin} is the published ${site} port`,
    );
  }
  assert.equal(
    environmentOf(services.web).ADMIN_REMOTE_ENTRY,
    `${envExample.ADMIN_ORIGIN}/remoteEntry.js`,
    'the shell loads the admin remote from the admin origin',
  );
  assert.equal(
    environmentOf(services.admin).WEB_ORIGIN,
    envExample.PUBLIC_URL,
    'the admin origin allows the web origin (CORS)',
  );
});

test(".dockerignore keeps secrets, data and this machine's builds out of the images", () => {
  const ignored = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const entry of ['.env', '.data', '**/node_modules', '**/dist', '.git'])
    assert.ok(ignored.includes(entry), `.dockerignore lists ${entry}`);
});
