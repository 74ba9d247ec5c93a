import type http from 'node:http';
import { changedTables, errorShapeProblem, rawRequest, type RawResponse } from './fuzz-support.js';
import {
  OpenApiFuzzer,
  POLLUTION_MARKER,
  Random,
  type FuzzRequest,
  type GenerateContext,
  type OpenApiDocument,
  type OperationRef,
} from './openapi-fuzz.js';

export const SIGNED_IN_ROLES = ['user', 'verified_blogger', 'editor', 'moderator', 'admin'] as const;
export type Caller = 'anonymous' | (typeof SIGNED_IN_ROLES)[number];

/** What the runner fuzzes: a server on 127.0.0.1, its OpenAPI document, its sessions and its tables. */
export interface FuzzTarget {
  readonly agent: http.Agent;
  readonly port: number;
  readonly document: OpenApiDocument;
  /** The session cookie of each signed-in role (kept current by heal). */
  readonly cookies: ReadonlyMap<Caller, string>;
  /** Row count and content of each table. */
  fingerprint(): Promise<Map<string, string>>;
  /** Before each operation and after a session-changing request: fuzz users back to themselves, signed in. */
  heal(): Promise<void>;
  /** Existing ids for uuid path parameters and body fields (GenerateContext). */
  readonly pathId: GenerateContext['pathId'];
  readonly bodyId?: GenerateContext['bodyId'];
  /** Operations that may end or replace the caller's session. */
  readonly sessionChanging?: RegExp;
  /** Tables a refused request of this operation may change on purpose (a failed sign-in is counted). */
  readonly mayChange?: (op: OperationRef, status: number) => readonly string[];
}

export interface FuzzReport {
  readonly sent: number;
  readonly refused: number;
  readonly operations: number;
  readonly covered: ReadonlySet<string>;
  readonly statusCounts: ReadonlyMap<number, number>;
  readonly slowest: ReadonlyArray<{ ms: number; what: string }>;
  /** Distinct problems: key -> how many times, and one example request. */
  readonly problems: ReadonlyMap<string, { count: number; example: string }>;
}

/**
 * Sends `requests` hostile requests, spread evenly over every operation of the document, as anonymous and each role
 * (four in five as a role the operation's x-auth allows, one in five as a role it refuses), and checks each answer:
 * no 5xx; an error is exactly { statusCode, code, message, details? }; a refused request changed no table; input that
 * must be refused was; Object.prototype is untouched; a redirect stays on the site.
 */
export async function runContractFuzz(
  target: FuzzTarget,
  options: { requests: number; seed: number },
): Promise<FuzzReport> {
  let serial = 0;
  const fuzzer = new OpenApiFuzzer(target.document, {
    serial: () => ++serial,
    pathId: target.pathId,
    bodyId: target.bodyId,
  });
  const operations = fuzzer.operations();
  const random = new Random(options.seed);
  const problems = new Map<string, { count: number; example: string }>();
  const problem = (key: string, example: string) => {
    const entry = problems.get(key);
    if (entry) entry.count++;
    else problems.set(key, { count: 1, example });
  };
  const statusCounts = new Map<number, number>();
  const covered = new Set<string>();
  const slowest: Array<{ ms: number; what: string }> = [];
  let sent = 0;
  let refused = 0;
  let before: Map<string, string> | undefined;

  const heal = async () => {
    await target.heal();
    before = undefined;
  };

  const check = (
    op: OperationRef,
    caller: Caller,
    request: FuzzRequest,
    response: RawResponse,
    changed: readonly string[],
  ) => {
    // Problems are grouped by operation and kind of mutation; the example names the exact input.
    const where = `${op.label} [${request.family ?? request.mutation}]`;
    const example = `${caller} ${request.method} ${request.path.slice(0, 160)} [${request.mutation.slice(0, 80)}] -> ${response.status} ${response.text.slice(0, 200)}`;
    if (response.status >= 500) problem(`5xx ${response.status}: ${where}`, example);
    if (response.status >= 400) {
      const shape = errorShapeProblem(response);
      if (shape) problem(`error shape (${response.status}): ${where}: ${shape.slice(0, 80)}`, example);
      if (changed.length) problem(`refused request wrote to ${changed.join(', ')}: ${where}`, example);
    } else if (request.mustRefuse) {
      problem(`accepted input it must refuse (${response.status}): ${where}`, example);
    }
    if (response.status >= 300 && response.status < 400 && response.headers.location !== undefined) {
      const location = String(response.headers.location);
      // This site's pages only: an open redirect would send a signed-in member anywhere (browsers read '\\' as '/').
      const site = 'http://this.site.test';
      if (new URL(location, `${site}/api/x`).origin !== site)
        problem(`redirect off the site: ${where}: ${location.slice(0, 80)}`, example);
    }
    const prototype = Object.prototype as Record<string, unknown>;
    if (
      prototype[POLLUTION_MARKER] !== undefined ||
      prototype.isAdmin !== undefined ||
      Object.keys(prototype).length > 0
    ) {
      problem(`Object.prototype polluted after ${where}`, example);
      for (const key of Object.keys(prototype)) delete prototype[key];
      delete prototype[POLLUTION_MARKER];
      delete prototype.isAdmin;
    }
  };

  const rolesFor = (op: OperationRef): { allowed: Caller[]; refused: Caller[] } => {
    const auth = op.operation['x-auth'];
    const all: Caller[] = ['anonymous', ...SIGNED_IN_ROLES];
    const allowed: Caller[] = auth === 'public' ? all : auth?.roles ? (auth.roles as Caller[]) : [...SIGNED_IN_ROLES];
    return { allowed, refused: all.filter((caller) => !allowed.includes(caller)) };
  };
  const budget = (index: number) =>
    Math.floor(options.requests / operations.length) + (index < options.requests % operations.length ? 1 : 0);

  for (const [index, op] of operations.entries()) {
    await heal();
    const { allowed, refused: refusedCallers } = rolesFor(op);
    for (let i = 0; i < budget(index); i++) {
      const caller =
        refusedCallers.length && i % 5 === 4
          ? refusedCallers[Math.floor(i / 5) % refusedCallers.length]
          : allowed[i % allowed.length];
      const request = fuzzer.generate(op, random);
      const headers = { ...request.headers };
      if (caller !== 'anonymous' && headers.cookie === undefined) headers.cookie = target.cookies.get(caller) as string;
      before ??= await target.fingerprint();
      let response: RawResponse;
      const started = performance.now();
      try {
        response = await rawRequest(target.agent, target.port, { ...request, headers });
      } catch (error) {
        problem(
          `no response: ${op.label} [${request.family ?? request.mutation}]`,
          `${caller} ${request.method} ${request.path.slice(0, 160)} [${request.mutation.slice(0, 80)}]: ${String(error)}`,
        );
        sent++;
        before = undefined;
        continue;
      }
      const elapsed = performance.now() - started;
      if (elapsed > (slowest[0]?.ms ?? 0))
        slowest.unshift({ ms: elapsed, what: `${caller} ${op.label} [${request.mutation}] -> ${response.status}` });
      sent++;
      covered.add(op.label);
      statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
      const after = await target.fingerprint();
      let changed = changedTables(before, after);
      if (response.status >= 400) {
        refused++;
        const allowedChanges = target.mayChange?.(op, response.status) ?? [];
        changed = changed.filter((table) => !allowedChanges.includes(table));
      }
      check(op, caller, request, response, changed);
      before = after;
      if (caller !== 'anonymous' && target.sessionChanging?.test(op.template)) await heal();
    }
  }
  return { sent, refused, operations: operations.length, covered, statusCounts, slowest, problems };
}

/** One line: requests, operations, refusals, statuses, the slowest answers, the number of problems. */
export function summary(report: FuzzReport, seed: number): string {
  const statuses = [...report.statusCounts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const slowest = report.slowest
    .slice(0, 3)
    .map(({ ms, what }) => `${Math.round(ms)} ms ${what}`)
    .join('; ');
  return (
    `Contract fuzzing (seed ${seed}): ${report.sent} requests to ${report.covered.size} of ${report.operations} operations, ` +
    `${report.refused} refused; statuses ${statuses}; slowest ${slowest}; ${report.problems.size} distinct problems.`
  );
}

/** The problems as readable lines (empty when there are none). */
export function problemLines(report: FuzzReport): string[] {
  return [...report.problems.entries()].map(([key, { count, example }]) => `${key} (x${count})\n    e.g. ${example}`);
}
