import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import type { LoggerService } from '@nestjs/common';
import request from 'supertest';
import { rawGet } from './support/raw-get.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files of the fake build with .br and .gz copies, and what those copies start with. */
const PRECOMPRESSED_FILES = ['public/536.feedc0de.js', 'public/remote.5a5a5a5a.css'];
const BUILT_COPY_MARK = '/* compressed at build time */';

/** A fake build of the three frontends. */
function writeDists(root: string): { shell: string; public: string; admin: string } {
  const files: Record<string, string> = {
    'shell/index.html':
      '<!doctype html><title>Tara Pampanga shell</title><div id="first-paint" hidden>' +
      '<section class="fp-hero" lang="en" hidden>Discover</section><section class="fp-hero" lang="fil" hidden>Tuklasin</section>' +
      '<section class="fp-list" data-page="destinations" lang="en" hidden>Travel Destinations</section>' +
      '<section class="fp-list" data-page="destinations" lang="fil" hidden>Mga Destinasyon</section>' +
      '<section class="fp-list" data-page="services" lang="en" hidden>Service Directory</section>' +
      '<section class="fp-list" data-page="services" lang="fil" hidden>Direktoryo</section>' +
      '<section class="fp-list" data-page="community" lang="en" hidden>Community</section>' +
      '<section class="fp-list" data-page="community" lang="fil" hidden>Komunidad</section>' +
      '<section class="fp-place-page" data-page="destination" lang="en" hidden>All destinations</section>' +
      '<section class="fp-place-page" data-page="destination" lang="fil" hidden>Lahat</section>' +
      '<div class="fp-container"><ul class="fp-cards" data-ready=".tp-card-grid" hidden></ul><div class="fp-place" data-ready="h1" hidden></div></div></div>',
    'shell/main.3f2a9c1b.js': 'console.log("shell")',
    'shell/favicon.ico': 'ico',
    'shell/static/js/runtime.js': '/* runtime */',
    'public/remoteEntry.js': 'var frontend_public;',
    'public/mf-manifest.json': '{"id":"frontend_public"}',
    'public/455.a1b2c3d4e5.js': '/* chunk */',
    'admin/remoteEntry.js': 'var frontend_admin;',
    'admin/123.abcdef12.js': '/* admin chunk */',
    'shell/vendor.0123abcd.js': `/* vendor */\n${'export const lantern = "parol";\n'.repeat(600)}`,
    'public/536.feedc0de.js': `/* catalog */\n${'export const sisig = "sizzling";\n'.repeat(600)}`,
    'public/remote.5a5a5a5a.css': `${'.tp-card { border-radius: 12px; }\n'.repeat(200)}`,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  // The copies a build writes beside its files (scripts/precompress.mjs); marked, to tell them from compressing on the fly.
  for (const file of PRECOMPRESSED_FILES) {
    const built = `${BUILT_COPY_MARK}${files[file]}`;
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(built));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(built));
  }
  return { shell: path.join(root, 'shell'), public: path.join(root, 'public'), admin: path.join(root, 'admin') };
}

describe('HTTP pipeline (createApp on a real PostgreSQL)', () => {
  let db: TestDatabase;
  let api: TestApp; // frontends not built
  let site: TestApp; // frontends built in a temp folder
  let distRoot: string;
  const warnings: string[] = [];

  beforeAll(async () => {
    db = await startTestDatabase();
    const logger: LoggerService = {
      log: () => undefined,
      error: () => undefined,
      warn: (message: unknown) => void warnings.push(String(message)),
    };
    api = await createTestApp(db, { logger });
    distRoot = mkdtempSync(path.join(os.tmpdir(), 'tara-dist-'));
    // A clone under a folder whose name starts with a dot, with a space and a dot in the next ones (~/.local/src/...).
    const dirs = writeDists(path.join(distRoot, '.local', 'src', 'tara pampanga.v2'));
    site = await createTestApp(db, {
      env: {
        STATIC_DIRS: `shell=${dirs.shell},public=${dirs.public},admin=${dirs.admin}`,
        PUBLIC_REMOTE_ENTRY: 'http://localhost:4201/remoteEntry.js',
        ADMIN_REMOTE_ENTRY: 'https://admin.example.com/remoteEntry.js',
      },
    });
  });

  afterAll(async () => {
    await site?.close();
    await api?.close();
    await db?.stop();
    if (distRoot) rmSync(distRoot, { recursive: true, force: true });
  });

  describe('API', () => {
    it('GET /api/health answers 200 when the database answers', async () => {
      const res = await request(api.http).get('/api/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', database: 'up' });
    });

    it('an unknown /api path is a JSON 404 in the error shape', async () => {
      const res = await request(api.http)
        .get('/api/x')
        .set('Accept', 'text/html')
        .expect(404)
        .expect('Content-Type', /json/);
      expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /api/x' });
    });

    it('malformed JSON is 400 MALFORMED_JSON', async () => {
      const res = await request(api.http)
        .post('/api/categories')
        .set('Content-Type', 'application/json')
        .send('{"name": "Glamping",')
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'MALFORMED_JSON',
        message: 'The request body is not valid JSON',
      });
    });

    it('a JSON body over 100 kB is 413 PAYLOAD_TOO_LARGE', async () => {
      const res = await request(api.http)
        .post('/api/categories')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ name: 'x'.repeat(110 * 1024) }))
        .expect(413);
      expect(res.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    });

    it('a non-JSON body is 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      const res = await request(api.http)
        .post('/api/categories')
        .set('Content-Type', 'text/plain')
        .send('name=x')
        .expect(415);
      expect(res.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('/api/docs-json is an OpenAPI 3 document with the title, the description and /api/categories', async () => {
      const res = await request(api.http).get('/api/docs-json').expect(200).expect('Content-Type', /json/);
      expect(res.body.openapi).toMatch(/^3\./);
      expect(res.body.info.title).toBe('Tara Pampanga API');
      expect(res.body.info.description).toEqual(expect.stringContaining('X-Total-Count'));
      expect(res.body.paths['/api/categories'].get.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'type', in: 'query', required: false })]),
      );
      expect(res.body.paths['/api/health'].get).toBeDefined();
      expect(Object.keys(res.body.components.schemas.CategoryResponse.properties).sort()).toEqual([
        'color',
        'icon',
        'id',
        'name',
        'type',
      ]);
    });

    it('/api/docs is the Swagger UI, loading only local assets', async () => {
      const res = await request(api.http).get('/api/docs').redirects(1).expect(200).expect('Content-Type', /html/);
      expect(res.text).toContain('swagger-ui');
      const references = [...res.text.matchAll(/\b(?:src|href)\s*=\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
      expect(references.length).toBeGreaterThan(2);
      for (const reference of references) {
        expect(reference).not.toMatch(/^(https?:)?\/\//);
        if (reference.startsWith('data:')) continue;
        const url = new URL(reference, 'http://local/api/docs/').pathname;
        await request(api.http).get(url).expect(200);
      }
      const init = await request(api.http).get('/api/docs/swagger-ui-init.js').expect(200);
      expect(init.text).toContain('"validatorUrl": null');
    });

    it('logs one warning when the frontend builds are missing, and still serves the API', () => {
      expect(warnings.filter((w) => w.includes('Frontend build not found'))).toHaveLength(1);
    });

    it('without frontend builds, a client route is a JSON 404', async () => {
      await request(api.http)
        .get('/destinations')
        .set('Accept', 'text/html')
        .expect(404)
        .expect('Content-Type', /json/);
    });
  });

  describe('frontends and /remotes.json', () => {
    it('GET /remotes.json lists both remotes with their entries, never cached', async () => {
      const res = await request(site.http).get('/remotes.json').expect(200).expect('Cache-Control', 'no-cache');
      expect(res.body).toEqual({
        remotes: [
          { name: 'frontend_public', entry: 'http://localhost:4201/remoteEntry.js' },
          { name: 'frontend_admin', entry: 'https://admin.example.com/remoteEntry.js' },
        ],
      });
    });

    it('defaults the remote entries to the paths served here', async () => {
      const res = await request(api.http).get('/remotes.json').expect(200);
      expect(res.body.remotes.map((r: { entry: string }) => r.entry)).toEqual([
        '/remotes/public/remoteEntry.js',
        '/remotes/admin/remoteEntry.js',
      ]);
    });

    it('serves hashed assets as immutable', async () => {
      const res = await request(site.http).get('/main.3f2a9c1b.js').expect(200).expect('Cache-Control', IMMUTABLE);
      expect(res.text).toBe('console.log("shell")');
      await request(site.http).get('/static/js/runtime.js').expect(200).expect('Cache-Control', IMMUTABLE);
      await request(site.http).get('/remotes/public/455.a1b2c3d4e5.js').expect(200).expect('Cache-Control', IMMUTABLE);
      await request(site.http).get('/remotes/admin/123.abcdef12.js').expect(200).expect('Cache-Control', IMMUTABLE);
    });

    it('compresses assets and API answers over 1 kB for clients that accept it, and not small ones', async () => {
      const asset = await request(site.http).get('/vendor.0123abcd.js').set('Accept-Encoding', 'gzip').expect(200);
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(asset.text).toContain('export const lantern');
      const plain = await request(site.http).get('/vendor.0123abcd.js').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const docs = await request(site.http).get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
      expect(docs.headers['content-encoding']).toBe('gzip');
      const small = await request(site.http).get('/main.3f2a9c1b.js').set('Accept-Encoding', 'gzip').expect(200);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it("sends the build's .br or .gz copy of a file as it is, for the encoding the client accepts (issue 13.5)", async () => {
      const brotli = await request(site.http)
        .get('/remotes/public/536.feedc0de.js')
        .set('Accept-Encoding', 'gzip, deflate, br')
        .expect(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
      expect(brotli.headers['x-content-type-options']).toBe('nosniff');
      expect(brotli.text.startsWith(`${BUILT_COPY_MARK}/* catalog */`)).toBe(true);

      const gzip = await request(site.http)
        .get('/remotes/public/536.feedc0de.js')
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.text.startsWith(BUILT_COPY_MARK)).toBe(true);

      const css = await request(site.http)
        .get('/remotes/public/remote.5a5a5a5a.css')
        .set('Accept-Encoding', 'br')
        .expect(200);
      expect(css.headers['content-type']).toMatch(/^text\/css/);
      expect(css.text.startsWith(BUILT_COPY_MARK)).toBe(true);

      // Not accepted: the file itself, never an encoding the client did not ask for.
      const plain = await request(site.http)
        .get('/remotes/public/536.feedc0de.js')
        .set('Accept-Encoding', 'identity')
        .expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text.startsWith('/* catalog */')).toBe(true);
      const head = await request(site.http)
        .head('/remotes/public/536.feedc0de.js')
        .set('Accept-Encoding', 'br')
        .expect(200);
      expect(head.headers['content-encoding']).toBe('br');

      // No copy (as for files under 1 kB, or a build without them): compressed on the fly, as before.
      const vendor = await request(site.http).get('/vendor.0123abcd.js').set('Accept-Encoding', 'br').expect(200);
      expect(vendor.headers['content-encoding']).toBe('br');
      expect(vendor.text.startsWith('/* vendor */')).toBe(true);
      // A copy is never served in place of a missing file, nor for a path outside the dist folder.
      await request(site.http).get('/remotes/public/missing.0000aaaa.js').set('Accept-Encoding', 'br').expect(404);
      await request(site.http)
        .get('/remotes/public/%2e%2e/public/536.feedc0de.js')
        .set('Accept-Encoding', 'br')
        .expect(404);
    });

    it('serves entry points with no-cache', async () => {
      await request(site.http).get('/remotes/public/remoteEntry.js').expect(200).expect('Cache-Control', 'no-cache');
      await request(site.http).get('/remotes/admin/remoteEntry.js').expect(200).expect('Cache-Control', 'no-cache');
      await request(site.http).get('/remotes/public/mf-manifest.json').expect(200).expect('Cache-Control', 'no-cache');
      await request(site.http).get('/favicon.ico').expect(200).expect('Cache-Control', 'no-cache');
      const home = await request(site.http)
        .get('/')
        .set('Accept', 'text/html')
        .expect(200)
        .expect('Cache-Control', 'no-cache');
      expect(home.text).toContain('Tara Pampanga shell');
    });

    it('falls back to the shell index.html for the client routes, with 200', async () => {
      for (const route of [
        '/destinations',
        '/destinations/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
        '/services',
        '/service/petron-dau',
        '/community',
        '/sign-in',
        '/admin',
        '/admin/reports',
      ]) {
        const page = await request(site.http).get(route).set('Accept', 'text/html,application/xhtml+xml').expect(200);
        expect(page.headers['content-type']).toMatch(/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.text).toContain('Tara Pampanga shell');
      }
      await request(site.http).head('/coupons').set('Accept', 'text/html').expect(200);
    });

    it('sends a page with a first paint compressed once per page and encoding (br, gzip or deflate, as asked)', async () => {
      const raw = (acceptEncoding: string) =>
        rawGet(site.http, '/destinations', { Accept: 'text/html', 'Accept-Encoding': acceptEncoding });
      const plain = await raw('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      const br = await raw('gzip, deflate, br');
      expect([br.headers['content-encoding'], br.headers.etag, brotliDecompressSync(br.body).toString()]).toEqual([
        'br',
        plain.headers.etag,
        plain.body.toString(),
      ]);
      expect((await raw('br')).body.equals(br.body)).toBe(true); // the same bytes: compressed before
      const gzip = await raw('gzip');
      expect([gzip.headers['content-encoding'], gunzipSync(gzip.body).toString()]).toEqual([
        'gzip',
        plain.body.toString(),
      ]);
      const deflate = await raw('deflate');
      expect([deflate.headers['content-encoding'], inflateSync(deflate.body).toString()]).toEqual([
        'deflate',
        plain.body.toString(),
      ]);
    });

    it("shows the landing's first paint in the visitor's language on / for signed-out visitors, nowhere else", async () => {
      const shown = (html: string) => [
        /<div id="first-paint">/.test(html),
        /lang="en">/.test(html),
        /lang="fil">/.test(html),
      ];
      const home = (headers: Record<string, string>) =>
        request(site.http)
          .get('/')
          .set({ Accept: 'text/html', ...headers })
          .expect(200);
      const english = await home({});
      expect(shown(english.text)).toEqual([true, true, false]);
      expect(english.headers.vary).toMatch(/Cookie.*Accept-Language/);
      expect(english.headers['cache-control']).toBe('no-cache');
      // Revalidating an unchanged page is a 304 without its body; another language is another page (another ETag).
      expect(english.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
      const revalidated = await request(site.http)
        .get('/')
        .set({ Accept: 'text/html', 'If-None-Match': english.headers.etag })
        .expect(304);
      expect(revalidated.text ?? '').toBe('');
      expect(revalidated.headers.etag).toBe(english.headers.etag);
      const filipinoEtag = (await home({ Cookie: 'tara.lang=fil' })).headers.etag;
      expect(filipinoEtag).not.toBe(english.headers.etag);
      await request(site.http)
        .get('/')
        .set({ Accept: 'text/html', Cookie: 'tara.lang=fil', 'If-None-Match': english.headers.etag })
        .expect(200);
      expect(shown((await home({ 'Accept-Language': 'fil-PH,fil;q=0.9,en;q=0.8' })).text)).toEqual([true, false, true]);
      expect(shown((await home({ 'Accept-Language': 'tl, en' })).text)).toEqual([true, false, true]);
      expect(shown((await home({ 'Accept-Language': 'fil', Cookie: 'tara.lang=en' })).text)).toEqual([
        true,
        true,
        false,
      ]);
      expect(shown((await home({ Cookie: 'a=b; tara.lang=fil' })).text)).toEqual([true, false, true]);
      expect(shown((await home({ Cookie: 'tara.signedin=1; tara.lang=fil' })).text)).toEqual([false, false, false]);
      const other = await request(site.http).get('/destinations').set('Accept', 'text/html').expect(200);
      expect(other.text).not.toMatch(/<section class="fp-hero" lang="[a-z]+">/);
      // The feed is a member's page: its header for a member (by the signed-in hint), nothing for a visitor.
      const community = await request(site.http).get('/community').set('Accept', 'text/html').expect(200);
      expect(shown(community.text)).toEqual([false, false, false]);
      const members = await request(site.http)
        .get('/community')
        .set({ Accept: 'text/html', Cookie: 'tara.signedin=1; tara.lang=fil' })
        .expect(200);
      expect(members.text).toContain('<section class="fp-list" data-page="community" lang="fil">Komunidad');
      expect(members.text).not.toMatch(/<section class="fp-hero" lang="[a-z]+">/);
      expect(
        (await request(site.http).get('/coupons').set({ Accept: 'text/html', Cookie: 'tara.signedin=1' })).text,
      ).toContain('<div id="first-paint" hidden>');
    });

    it("writes a list's first cards into its first paint: /destinations for anyone, /services for a member", async () => {
      const list = (headers: Record<string, string> = {}, url = '/destinations') =>
        request(site.http)
          .get(url)
          .set({ Accept: 'text/html', ...headers })
          .expect(200);
      const cards = (html: string) => [...html.matchAll(/<li class="fp-card"><a href="([^"]+)">(.*?)<\/a><\/li>/g)];
      const firstPage = (await request(site.http).get('/api/destinations?limit=3').expect(200)).body as Array<{
        id: string;
        name: string;
      }>;
      expect(firstPage).toHaveLength(3);

      const english = await list();
      expect(english.text).toContain('<div id="first-paint">');
      expect(english.text).toContain('<section class="fp-list" data-page="destinations" lang="en">');
      expect(english.text).toContain('<section class="fp-list" data-page="destinations" lang="fil" hidden>');
      expect(english.text).toContain('<section class="fp-list" data-page="services" lang="en" hidden>');
      expect(english.headers.vary).toMatch(/Cookie.*Accept-Language/);
      const shown = cards(english.text);
      expect(shown.map(([, href]) => href)).toEqual(firstPage.map(({ id }) => `/destinations/${id}`));
      // The first cover (the page's largest paint), generated artwork in the demo data, comes with the HTML as the
      // picture GET /api/artwork answers; its address is still preloaded with the page's headers (the app's own card
      // uses it); the other covers keep their address.
      const covers = shown.map(([, , card]) =>
        /<img class="fp-card__cover" src="([^"]+)"/.exec(card)![1].replace(/&amp;/g, '&'),
      );
      expect(covers[0]).toMatch(/^data:image\/svg\+xml,/);
      expect(covers.slice(1).every((cover) => cover.startsWith('/api/artwork/'))).toBe(true);
      const firstCover = /<\/api\/artwork\/[^>]+>(?=; rel=preload; as=image; fetchpriority=high)/
        .exec(english.headers.link)![0]
        .slice(1, -1);
      const drawn = await request(site.http)
        .get(firstCover)
        .buffer(true)
        .parse((res, done) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          res.on('end', () => done(null, body));
        })
        .expect(200);
      expect(decodeURIComponent(covers[0].slice('data:image/svg+xml,'.length))).toBe(drawn.body);

      const filipino = await list({ Cookie: 'tara.lang=fil; tara.signedin=1' });
      expect(filipino.text).toContain('<section class="fp-list" data-page="destinations" lang="fil">');
      expect(cards(filipino.text)).toHaveLength(3);
      // A search or a category shows other places first: the header alone.
      const search = await list({}, '/destinations?q=arayat');
      expect(search.text).toContain('<section class="fp-list" data-page="destinations" lang="en">');
      expect(cards(search.text)).toHaveLength(0);
      expect(search.text).toContain('<ul class="fp-cards" data-ready=".tp-card-grid" hidden></ul>');
      expect(search.headers.link).not.toContain('as=image');
      // The services: a member's page (by the signed-in hint), its first tab's first services, linked by slug.
      const signedOutServices = await list({}, '/services');
      expect(signedOutServices.text).toContain('<div id="first-paint" hidden>');
      expect(cards(signedOutServices.text)).toHaveLength(0);
      const services = await list({ Cookie: 'tara.signedin=1' }, '/services');
      expect(services.text).toContain('<section class="fp-list" data-page="services" lang="en">');
      const firstServices = (await request(site.http).get('/api/services?type=motorist&limit=3').expect(200))
        .body as Array<{ slug: string }>;
      expect(cards(services.text).map(([, href]) => href)).toEqual(firstServices.map(({ slug }) => `/service/${slug}`));
      expect(cards((await list({ Cookie: 'tara.signedin=1' }, '/services?tab=camping')).text)).toHaveLength(0);
      // The first cards are kept until a write: a write anywhere shows within milliseconds (the versions' NOTIFY; this
      // one is a plain statement, not the API's), its data escaped.
      const [first] = firstPage;
      try {
        await site.dataSource.query(`UPDATE destinations SET name = $2 WHERE id = $1`, [
          first.id,
          'Betis <Church> & Co',
        ]);
        let firstCard = '';
        for (const deadline = Date.now() + 5_000; !firstCard.includes('Betis') && Date.now() < deadline;) {
          firstCard = cards((await list()).text)[0][2];
          if (!firstCard.includes('Betis')) await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(firstCard).toContain('>Betis &lt;Church&gt; &amp; Co<');
      } finally {
        await site.dataSource.query(`UPDATE destinations SET name = $2 WHERE id = $1`, [first.id, first.name]);
      }
    });

    it("writes a destination into its page's first paint, for anyone; none for an unknown one", async () => {
      const [first] = (await request(site.http).get('/api/destinations?limit=1').expect(200)).body as Array<{
        id: string;
        name: string;
      }>;
      const page = (id: string, headers: Record<string, string> = {}) =>
        request(site.http)
          .get(`/destinations/${id}`)
          .set({ Accept: 'text/html', ...headers })
          .expect(200);
      const english = await page(first.id);
      expect(english.text).toContain('<div id="first-paint">');
      expect(english.text).toContain('<section class="fp-place-page" data-page="destination" lang="en">');
      // Its cover (generated artwork) comes with the HTML; its address is preloaded for the app's own page.
      expect(english.text).toMatch(
        /<div class="fp-place" data-ready="h1"><img class="fp-card__cover" src="data:image\/svg\+xml,[^"]+"[^>]*><p class="fp-place__title">/,
      );
      expect(english.text).toContain(`<p class="fp-place__title">${first.name.replace(/&/g, '&amp;')}</p>`);
      expect(english.headers.link).toMatch(/<\/api\/artwork\/[^>]+>; rel=preload; as=image; fetchpriority=high/);
      const filipino = await page(first.id, { Cookie: 'tara.signedin=1', 'Accept-Language': 'fil' });
      expect(filipino.text).toContain('<section class="fp-place-page" data-page="destination" lang="fil">');
      expect(filipino.text).toContain('<p class="fp-place__title">');
      for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const missing = await page(unknown);
        expect(missing.text).toContain('<div id="first-paint" hidden>');
        expect(missing.text).toContain('<div class="fp-place" data-ready="h1" hidden></div>');
      }
    });

    it("preloads the manifest and the page's remote entry with the page (Link header), never the other remote", async () => {
      const home = await request(site.http).get('/destinations').set('Accept', 'text/html').expect(200);
      // Then the first card's cover (the list's first paint: see above).
      expect(home.headers.link).toMatch(
        /^<\/remotes\.json>; rel=preload; as=fetch; crossorigin=anonymous, <http:\/\/localhost:4201\/remoteEntry\.js>; rel=preload; as=script, <\/api\/artwork\/[^>]+>; rel=preload; as=image; fetchpriority=high$/,
      );
      const admin = await request(site.http).get('/admin/reports').set('Accept', 'text/html').expect(200);
      expect(admin.headers.link).toContain('<https://admin.example.com/remoteEntry.js>; rel=preload; as=script');
      expect(admin.headers.link).not.toContain('4201');
      const local = await request(api.http).get('/').set('Accept', 'text/html');
      expect(local.status).toBe(404); // no build here: the JSON 404, no Link
      expect(local.headers.link).toBeUndefined();
    });

    it('answers other paths with the shell index.html (its 404 page) and HTTP status 404', async () => {
      for (const route of ['/some/client/route', '/destinationsx', '/destinations/a/b', '/community/old-post']) {
        const page = await request(site.http).get(route).set('Accept', 'text/html').expect(404);
        expect(page.headers['content-type']).toMatch(/html/);
        expect(page.text).toContain('Tara Pampanga shell');
      }
    });

    it('a missing asset is 404, not index.html', async () => {
      const res = await request(site.http).get('/remotes/public/missing.js').expect(404).expect('Content-Type', /json/);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Cannot GET /remotes/public/missing.js',
      });
      await request(site.http).get('/missing.3f2a9c1b.css').set('Accept', 'text/html').expect(404);
    });

    it('never answers /api paths with a page', async () => {
      const res = await request(site.http).get('/api/unknown').set('Accept', 'text/html').expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /api/unknown' });
      await request(site.http).get('/api/categories').expect(200);
    });

    it('does not answer other methods with a page', async () => {
      await request(site.http).post('/some/client/route').set('Accept', 'text/html').expect(404);
    });
  });
});
