// The Docker test's settings, shared state and output (progress lines, one line per check, figures).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TIME_LIMIT_MS = Number(process.env.DOCKER_TEST_TIME_LIMIT_MIN ?? 25) * 60_000;
export const API_IMAGE_LIMIT_BYTES = 250 * 1000 * 1000;
export const CLIENTS = 12;
export const RUN = randomBytes(3).toString('hex');
export const PROJECT = `tara-docker-test-${RUN}`;
export const ADMIN_EMAIL = 'admin@docker.test';
export const ADMIN_PASSWORD = `Docker-${randomBytes(6).toString('hex')}-pass`;
export const IMAGES = ['api', 'web', 'admin'].map((name) => `tara-pampanga/${name}:latest`);

/**
 * tmp: the run's directory; envFile and composeEnv: the stack's environment; dockerd: the engine this test started,
 * stopped at the end; stackUp: whether the stack must be taken down.
 */
export const state = { tmp: undefined, envFile: undefined, composeEnv: {}, dockerd: undefined, stackUp: false };

export const startedAt = Date.now();
export const results = [];
export const figures = {};

export function say(message) {
  console.log(`[docker ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)}s] ${message}`);
}

export function check(name, ok, detail = '') {
  results.push({ name, ok: Boolean(ok), detail });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  return Boolean(ok);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
