// The images: the local bases (scripts/docker/build-bases.sh), the stack's environment, and `docker compose build` of
// the real Dockerfile and compose file, with the checks on the images themselves.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort as freeHostPort } from '../lib/http-probe.mjs';
import { compose, docker, lastLines, must, run } from './commands.mjs';
import { API_IMAGE_LIMIT_BYTES, IMAGES, PROJECT, ROOT, check, figures, say, state } from './context.mjs';
import { inspect } from './stack.mjs';

/** Ports are published on every interface of the host. */
const freePort = () => freeHostPort('0.0.0.0');

/** 1. The local bases; resolves the build arguments build-bases.sh printed (NODE_IMAGE=...). */
export async function buildBases() {
  say('base images (scripts/docker/build-bases.sh; cached in the engine by recipe hash)');
  const t0 = Date.now();
  const bases = await must(
    run('sh', [path.join(ROOT, 'scripts', 'docker', 'build-bases.sh')], { log: path.join(state.tmp, 'bases.log') }),
    'build-bases.sh',
  );
  figures.basesSeconds = Math.round((Date.now() - t0) / 1000);
  const baseArgs = Object.fromEntries(
    bases.out
      .split('\n')
      .map((line) => /^([A-Z_]+)=(\S+)$/.exec(line.trim()))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
  for (const name of ['NODE_IMAGE', 'NODE_BUILD_IMAGE', 'DEBIAN_IMAGE', 'POSTGRES_IMAGE']) {
    if (!baseArgs[name]) throw new Error(`build-bases.sh printed no ${name}`);
  }
  return baseArgs;
}

/** 2. The environment of the stack: free ports, random secrets, the local bases. Resolves the ports and origins. */
export async function writeEnv(baseArgs) {
  const [webPort, adminPort] = [await freePort(), await freePort()];
  const web = `http://127.0.0.1:${webPort}`;
  const publicUrl = web;
  const adminOrigin = `http://127.0.0.1:${adminPort}`;
  state.envFile = path.join(state.tmp, '.env');
  const env = {
    ...baseArgs,
    POSTGRES_USER: 'tara',
    POSTGRES_PASSWORD: randomBytes(18).toString('hex'),
    POSTGRES_DB: 'tara',
    SESSION_SECRET: randomBytes(36).toString('base64url'),
    PUBLIC_URL: publicUrl,
    ADMIN_ORIGIN: adminOrigin,
    METRICS_TOKEN: randomBytes(16).toString('hex'),
    WEB_HOST_PORT: String(webPort),
    // The API's own write limits per account, raised as load tests do (docs/rate-limits.md); the edge's stay.
    RATE_LIMIT_FACTOR: '1000',
    ADMIN_HOST_PORT: String(adminPort),
  };
  fs.writeFileSync(
    state.envFile,
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
    { mode: 0o600 },
  );
  // The variables the compose file reads win over the shell's (a developer's NODE_IMAGE must not leak in).
  state.composeEnv = { ...env, TARA_ENV_FILE: state.envFile, COMPOSE_PROJECT_NAME: PROJECT };
  return { webPort, adminPort, web, publicUrl, adminOrigin };
}

/** 3. The images, from the real Dockerfile and compose file. */
export async function buildImages(baseArgs) {
  say(`docker compose build (bases: ${baseArgs.NODE_BUILD_IMAGE}, ${baseArgs.NODE_IMAGE}, ${baseArgs.DEBIAN_IMAGE})`);
  const t0 = Date.now();
  await must(
    compose(['build', '--progress', 'plain'], { log: path.join(state.tmp, 'build.log') }),
    'docker compose build',
  );
  figures.buildSeconds = Math.round((Date.now() - t0) / 1000);
  // The project's images this build left untagged (the previous build's; migrate and api both build the api image):
  // removed, the build cache keeps what later builds reuse.
  await docker(['image', 'prune', '--force', '--filter', 'dangling=true', '--filter', 'label=org.tara-pampanga.image']);
  // The build cache, bounded (least recently used goes first): one build's layers are about 3 GB.
  await docker(['builder', 'prune', '--force', '--keep-storage', process.env.DOCKER_TEST_BUILD_CACHE ?? '5GB']);
  say(`built in ${figures.buildSeconds} s`);
  await imageChecks(baseArgs);
}

async function imageChecks(baseArgs) {
  const images = await inspect([...IMAGES, baseArgs.POSTGRES_IMAGE]);
  figures.imageMB = Object.fromEntries(images.map((image) => [image.RepoTags[0], +(image.Size / 1e6).toFixed(1)]));
  for (const image of images)
    console.log(
      `  image ${image.RepoTags[0].padEnd(34)} ${(image.Size / 1e6).toFixed(1).padStart(7)} MB  user ${image.Config.User || '(root)'}`,
    );
  const api = images.find((image) => image.RepoTags.includes('tara-pampanga/api:latest'));
  check(
    'the api image is under 250 MB',
    api && api.Size < API_IMAGE_LIMIT_BYTES,
    api ? `${(api.Size / 1e6).toFixed(1)} MB` : 'missing',
  );
  const rootImages = images.filter((image) => !image.Config.User || /^(root|0)(:|$)/.test(image.Config.User));
  check(
    'every image runs as a non-root user',
    rootImages.length === 0,
    rootImages.map((image) => image.RepoTags[0]).join(', '),
  );
  const version = await docker(['run', '--rm', 'tara-pampanga/api:latest', 'node', '--version']);
  check(
    'node --version in the api image is v24',
    /^v24\./.test(version.out.trim()),
    version.out.trim() || lastLines(version.err),
  );
}
