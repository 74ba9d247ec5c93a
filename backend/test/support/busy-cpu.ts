import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';

/**
 * A machine with every core busy, for the concurrency tests (issue 28.1): races between requests, connection waits and
 * lock waits hide on a quiet machine, where each request runs nearly alone. {@link startBusyCpu} starts one child
 * process per core (os.availableParallelism()), each spinning on the CPU, and answers once they all spin.
 *
 * No child outlives the test: stop() kills them (call it in finally or afterAll; {@link withBusyCpu} and
 * {@link itQuietAndBusy} do); they are also killed when this process exits, and each child exits by itself when its IPC
 * channel to this process closes (this process crashed or was killed) or after BUSY_CPU_MAX_MS at the latest. The
 * children spin in slices of 50 ms so that they notice the closed channel.
 */
export interface BusyCpu {
  /** How many processes spin (one per core). */
  readonly processes: number;
  /** Kills every child and waits until they have exited. */
  stop(): Promise<void>;
}

/** A child never spins longer than this, whatever happens to this process. */
const BUSY_CPU_MAX_MS = 5 * 60_000;

const SPINNER = `
const deadline = Date.now() + ${BUSY_CPU_MAX_MS};
process.on('disconnect', () => process.exit(0));
let x = 0;
function spin() {
  const end = Date.now() + 50;
  while (Date.now() < end) x = (x * 31 + 7) % 1000003;
  if (Date.now() > deadline) process.exit(0);
  setImmediate(spin);
}
process.send('spinning');
spin();
`;

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function killAllOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

export async function startBusyCpu(processes = os.availableParallelism()): Promise<BusyCpu> {
  killAllOnExit();
  const children: ChildProcess[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) {
              running.delete(child);
              resolve();
              return;
            }
            child.once('exit', () => {
              running.delete(child);
              resolve();
            });
            child.kill('SIGKILL');
          }),
      ),
    );
  };
  try {
    await Promise.all(
      Array.from({ length: processes }, () => {
        // fork(): a node child with an IPC channel; '-e' runs the spinner (no file to find under ts-jest or dist).
        const child = fork('-e', [SPINNER], {
          execArgv: [],
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
          execPath: process.execPath,
        });
        children.push(child);
        running.add(child);
        return new Promise<void>((resolve, reject) => {
          child.once('message', () => resolve());
          child.once('error', reject);
          child.once('exit', (code, signal) => reject(new Error(`busy-CPU child exited early (${code ?? signal})`)));
        });
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { processes, stop };
}

/** Runs `work` while every core is busy; the children are stopped whether it succeeds or fails. */
export async function withBusyCpu<T>(work: () => Promise<T>): Promise<T> {
  const cpu = await startBusyCpu();
  try {
    return await work();
  } finally {
    await cpu.stop();
  }
}

export type MachineLoad = 'quiet' | 'busy';

/**
 * Declares a concurrency test twice with the same body and assertions: on a quiet machine, then with every core
 * busy (a CPU-burning child process per core). The busy run gets twice the timeout.
 */
export function itQuietAndBusy(name: string, test: (load: MachineLoad) => Promise<void>, timeoutMs = 30_000): void {
  it(`${name} (quiet machine)`, () => test('quiet'), timeoutMs);
  it(`${name} (busy machine: every core burning)`, () => withBusyCpu(() => test('busy')), timeoutMs * 2);
}
