import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

const TILES = {
  MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
  MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
  MAP_TILE_MAX_ZOOM: '18',
};

const imgSrc = (csp: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('img-src '));

describe('GET /api/map/config and the tiles in the CSP', () => {
  let db: TestDatabase;
  let plain: TestApp;
  let tiled: TestApp;

  beforeAll(async () => {
    db = await startTestDatabase();
    plain = await createTestApp(db, { env: { DEMO_DATA: 'false' } });
    tiled = await createTestApp(db, { env: { DEMO_DATA: 'false', ...TILES } });
  });

  afterAll(async () => {
    await plain?.close();
    await tiled?.close();
    await db?.stop();
  });

  it('answers tiles: null without a tile source, and images may come from this origin only', async () => {
    const res = await request(plain.http).get('/api/map/config').expect(200);
    expect(res.body).toEqual({ tiles: null });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(imgSrc(res.headers['content-security-policy'] as string)).toBe("img-src 'self' data: blob:");
  });

  it("answers the configured tiles, to anyone, and the CSP lets images come from the tiles' host", async () => {
    const res = await request(tiled.http).get('/api/map/config').expect(200);
    expect(res.body).toEqual({
      tiles: {
        url: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        maxZoom: 18,
      },
    });
    expect(imgSrc(res.headers['content-security-policy'] as string)).toBe(
      "img-src 'self' data: blob: https://*.tiles.example.com",
    );
  });
});
