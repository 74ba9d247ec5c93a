// The cluster test's settings, the secrets of this run, and the state every part shares (the temporary directory, the
// processes to stop at the end).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BACKEND_DIST = path.resolve(ROOT, process.env.CLUSTER_BACKEND_DIST ?? path.join('backend', 'dist'));
export const TIME_LIMIT_MS = 5 * 60_000;
export const CLIENTS = 50;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 4;
export const LOGIN_MAX_FAILURES_PER_IP = 6;
export const ADMIN_EMAIL = 'admin@cluster.test';
export const ADMIN_PASSWORD = `Cluster-${randomBytes(6).toString('hex')}-pass`;
export const SESSION_SECRET = randomBytes(36).toString('base64url');
export const METRICS_TOKEN = randomBytes(16).toString('hex');
export const RUN = randomBytes(3).toString('hex');

/** What the parts share: tmp (the run's directory), publicUrl (nginx's web origin), the processes to stop. */
export const state = {
  tmp: undefined,
  publicUrl: undefined,
  pgServer: undefined,
  nginx: undefined,
  /** Every replica started and not yet forgotten: each is stopped on exit. */
  replicas: new Set(),
  /** Stops the load loops, if any run. */
  stopLoad: () => undefined,
};

/** A problem of the machine or the checkout, not of the code: one line that says what to do. */
export class SetupError extends Error {}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
