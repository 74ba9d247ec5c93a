// The commands the Docker test runs: any process, docker, docker compose on this test's project, and the engine
// (started by the test when none answers).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT, ROOT, say, sleep, state } from './context.mjs';

/** Runs a command; resolves { code, out, err } (never rejects). Output goes to the log file when given. */
export function run(command, args, { env = {}, input, log, timeoutMs = 30 * 60_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const sink = log ? fs.createWriteStream(log, { flags: 'a' }) : undefined;
    child.stdout.on('data', (chunk) => {
      out += chunk;
      sink?.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
      sink?.write(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: 127, out, err: err + String(error) });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      sink?.end();
      resolve({ code: code ?? 1, out, err });
    });
    child.stdin.end(input);
  });
}

export function docker(args, options) {
  return run('docker', args, options);
}

/** `docker compose` on the real compose file, this test's project and env file. */
export function compose(args, options = {}) {
  return docker(
    ['compose', '-p', PROJECT, '-f', path.join(ROOT, 'docker-compose.yml'), '--env-file', state.envFile, ...args],
    {
      ...options,
      env: { ...state.composeEnv, ...options.env },
    },
  );
}

export function lastLines(text, count = 15) {
  return String(text).trim().split('\n').slice(-count).join('\n');
}

export async function must(promise, what) {
  const result = await promise;
  if (result.code !== 0)
    throw new Error(`${what} failed (exit ${result.code}):\n${lastLines(result.err || result.out, 30)}`);
  return result;
}

export function hasCommand(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function engineAnswers() {
  return (await docker(['info', '--format', '{{.ServerVersion}}'], { timeoutMs: 20_000 })).code === 0;
}

/** Why no engine can run here, or undefined when one answers (started by this test if need be). */
export async function engine() {
  if (process.platform !== 'linux') return `no Docker engine on ${process.platform} in this test (Linux only)`;
  if (process.getuid?.() !== 0) return 'not root (dockerd and the base images, made by mmdebstrap, need root)';
  if (!hasCommand('docker')) return 'no docker command (Debian: apt-get install docker.io)';
  if (await engineAnswers()) return undefined;
  if (!hasCommand('dockerd')) return 'the Docker engine does not answer and there is no dockerd to start';
  say('starting dockerd (it is stopped again at the end)');
  const log = path.join(state.tmp, 'dockerd.log');
  const dockerd = spawn('dockerd', [], {
    stdio: ['ignore', fs.openSync(log, 'a'), fs.openSync(log, 'a')],
    detached: true,
  });
  state.dockerd = dockerd;
  dockerd.on('exit', () => (state.dockerd = undefined));
  for (let i = 0; i < 60; i++) {
    if (await engineAnswers()) return undefined;
    if (!state.dockerd) break;
    await sleep(1_000);
  }
  return `dockerd did not start: ${lastLines(fs.readFileSync(log, 'utf8'), 3)}`;
}

let cleaning;
/** Takes the stack down (volumes too), stops the engine it started, removes the run's directory; once. */
export function cleanup() {
  cleaning ??= (async () => {
    if (state.stackUp) {
      const down = await compose(['down', '--volumes', '--remove-orphans', '--timeout', '10']);
      if (down.code !== 0) console.error(`cleanup: docker compose down failed: ${lastLines(down.err, 5)}`);
    }
    const { dockerd, tmp } = state;
    if (dockerd) {
      const exited = new Promise((resolve) => dockerd.once('exit', resolve));
      process.kill(dockerd.pid, 'SIGTERM');
      await Promise.race([exited, sleep(20_000)]);
    }
    if (tmp && !process.env.DOCKER_TEST_KEEP_TMP) fs.rmSync(tmp, { recursive: true, force: true });
    else if (tmp) console.log(`logs kept in ${tmp}`);
  })();
  return cleaning;
}
