import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Issue 28.8: the server never serves a source map (a map with sourcesContent is the app's whole source), whatever a
 * dist folder holds: production builds write none (libs/rspack/federated-app.config.mjs), and a map left there by an
 * older or a development build answers the JSON 404, in the shell's folder and in each remote's.
 */
describe('static hosting: no source maps (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    db = await startTestDatabase();
    root = mkdtempSync(path.join(os.tmpdir(), 'tara-maps-'));
    const map = JSON.stringify({
      version: 3,
      sources: ['src/app.tsx'],
      sourcesContent: ['export const secret = 1;'],
      mappings: 'AAAA',
    });
    const files: Record<string, string> = {
      'shell/index.html': '<!doctype html><title>shell</title>',
      'shell/main.1a2b3c4d.js': 'console.log("shell")',
      'shell/main.1a2b3c4d.js.map': map,
      'shell/main.1a2b3c4d.js.map.gz': map,
      'shell/main.1a2b3c4d.css.map': map,
      'public/remoteEntry.js': 'var frontend_public;',
      'public/remoteEntry.js.map': map,
      'admin/remoteEntry.js': 'var frontend_admin;',
      'admin/remoteEntry.js.map': map,
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    }
    const dir = (name: string) => path.join(root, name);
    t = await createTestApp(db, {
      env: { STATIC_DIRS: `shell=${dir('shell')},public=${dir('public')},admin=${dir('admin')}` },
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await db?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('serves the scripts', async () => {
    await request(t.http).get('/main.1a2b3c4d.js').expect(200);
    await request(t.http).get('/remotes/public/remoteEntry.js').expect(200);
    await request(t.http).get('/remotes/admin/remoteEntry.js').expect(200);
  });

  it.each([
    '/main.1a2b3c4d.js.map',
    '/MAIN.1A2B3C4D.JS.MAP',
    '/main.1a2b3c4d.css.map',
    '/remotes/public/remoteEntry.js.map',
    '/remotes/admin/remoteEntry.js.map',
  ])('answers GET %s with the JSON 404, never the map', async (file) => {
    for (const encoding of ['identity', 'gzip, br']) {
      const res = await request(t.http)
        .get(file)
        .set('Accept-Encoding', encoding)
        .expect(404)
        .expect('Content-Type', /json/);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      expect(res.text).not.toContain('sourcesContent');
    }
  });
});
