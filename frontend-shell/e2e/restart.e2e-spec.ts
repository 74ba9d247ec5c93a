import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startApp } from './support/app-server.js';

// A restart reuses the embedded PostgreSQL data folder and does not load the demo data a second time.
it('keeps the data folder across restarts without reloading demo data', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tara-restart-'));
  chmodSync(dir, 0o777);
  try {
    const first = await startApp({}, dir);
    const before = (await (await fetch(`${first.baseUrl}/api/categories`)).json()) as { id: string }[];
    await first.stop();

    const second = await startApp({}, dir);
    const after = (await (await fetch(`${second.baseUrl}/api/categories`)).json()) as { id: string }[];
    const health = await fetch(`${second.baseUrl}/api/health`);
    await second.stop();

    expect(before.length).toBeGreaterThanOrEqual(12);
    expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
    expect(health.status).toBe(200);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);

// A port already in use is one line that says what to do, not a stack trace.
it('refuses to start on a port already in use with a one-line message', async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, resolve));
  const address = blocker.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const failure = await startApp({ PORT: String(port) }).then(
      async (app) => {
        await app.stop();
        return undefined;
      },
      (error: Error) => error.message,
    );
    expect(failure).toBeDefined();
    const output = failure!
      .split('\n')
      .slice(1)
      .filter((line) => line.trim() !== '');
    expect(output).toEqual([
      `Port ${port} is already in use: stop the other process or start with PORT=${port + 1} npm start`,
    ]);
  } finally {
    blocker.close();
  }
}, 60_000);
