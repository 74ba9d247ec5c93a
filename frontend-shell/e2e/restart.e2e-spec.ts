import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
