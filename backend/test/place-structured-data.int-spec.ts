import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { mainImageOf } from '../../libs/images/src/index.js';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { startTestDatabase, type TestDatabase } from './support/test-database.js';

const ORIGIN = 'https://tara.example.com';
const HOSTILE = 'Great view, then </script><script>alert(1)</script> and <!-- a comment & more \u2028 end.';
const SCRIPT = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

type Json = Record<string, unknown>;

interface PublicReview {
  authorName: string;
  stars: number;
  text: string;
  createdAt: string;
}

/** A shell index.html with a head, and the first paint's slots (frontend-shell/build/first-paint.mjs), in a temp folder. */
function writeDists(root: string): string {
  const files: Record<string, string> = {
    'shell/index.html':
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tara Pampanga</title></head><body>' +
      '<div id="first-paint" hidden>' +
      '<section class="fp-place-page" data-page="destination" lang="en" hidden>All destinations</section>' +
      '<section class="fp-place-page" data-page="destination" lang="fil" hidden>Lahat</section>' +
      '<section class="fp-place-page" data-page="service" lang="en" hidden>All services</section>' +
      '<section class="fp-place-page" data-page="service" lang="fil" hidden>Lahat ng serbisyo</section>' +
      '<div class="fp-container"><div class="fp-place" data-ready="h1" hidden></div></div></div>' +
      '<div id="root"></div></body></html>',
    'public/remoteEntry.js': 'var frontend_public;',
    'admin/remoteEntry.js': 'var frontend_admin;',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return `shell=${path.join(root, 'shell')},public=${path.join(root, 'public')},admin=${path.join(root, 'admin')}`;
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(SCRIPT)].map((match) => JSON.parse(match[1]) as Json);
}

/** What schema.org (and the search engines' rich results) require of a place, its rating and its reviews. */
function expectValidPlace(data: Json, type: string, url: string): void {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe(type);
  expect(data.url).toBe(url);
  expect(typeof data.name).toBe('string');
  expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressRegion: 'Pampanga', addressCountry: 'PH' });
  if (data.geo !== undefined)
    expect(data.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
  for (const image of (data.image as string[] | undefined) ?? []) expect(image).toMatch(/^https?:\/\//);
  const rating = data.aggregateRating as Json | undefined;
  if (rating) {
    expect(rating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: expect.any(Number),
      reviewCount: expect.any(Number),
      bestRating: 5,
      worstRating: 1,
    });
    expect(rating.reviewCount).toBeGreaterThan(0);
  }
  for (const review of (data.review as Json[] | undefined) ?? []) {
    expect(review).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: expect.any(String) },
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reviewRating: { '@type': 'Rating', ratingValue: expect.any(Number), bestRating: 5, worstRating: 1 },
      reviewBody: expect.any(String),
    });
  }
}

describe("places' pages carry schema.org JSON-LD, from the real server (issue 32.7)", () => {
  let db: TestDatabase;
  let t: TestApp;
  let distRoot: string;

  const page = (pagePath: string, headers: Record<string, string> = {}) =>
    request(t.http)
      .get(pagePath)
      .set({ Accept: 'text/html', ...headers })
      .expect(200);
  const placeOf = async (table: 'destinations' | 'services', where: string) =>
    (
      (await t.dataSource.query(
        `SELECT id, name, ${table === 'services' ? 'slug' : 'NULL AS slug'}, rating::float AS rating,
           review_count AS "reviewCount" FROM ${table} WHERE ${where} ORDER BY name LIMIT 1`,
      )) as Array<{ id: string; name: string; slug: string | null; rating: number | null; reviewCount: number }>
    )[0];

  beforeAll(async () => {
    db = await startTestDatabase();
    distRoot = mkdtempSync(path.join(os.tmpdir(), 'tara-jsonld-'));
    t = await createAuthTestApp(db, {
      env: { DEMO_DATA: 'true', STATIC_DIRS: writeDists(distRoot) },
      auth: { publicUrl: ORIGIN },
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await db?.stop();
    if (distRoot) rmSync(distRoot, { recursive: true, force: true });
  });

  it("writes a reviewed destination's TouristAttraction, its rating and its most helpful reviews into the HTML", async () => {
    const place = await placeOf('destinations', 'review_count > 5');
    const res = await page(`/destinations/${place.id}`);
    const blocks = jsonLdOf(res.text);
    expect(blocks).toHaveLength(1);
    // In the head, beside the first paint of the same place.
    expect(res.text.indexOf('<script type="application/ld+json">')).toBeLessThan(res.text.indexOf('</head>'));
    expect(res.text).toContain('<div class="fp-place" data-ready="h1"><');
    const [data] = blocks;
    expectValidPlace(data, 'TouristAttraction', `${ORIGIN}/destinations/${place.id}`);
    expect(data.name).toBe(place.name);
    expect(data.aggregateRating).toMatchObject({ ratingValue: place.rating, reviewCount: place.reviewCount });
    // The first five as GET /api/reviews gives them (most helpful first).
    const api = await request(t.http).get(`/api/reviews?destinationId=${place.id}&limit=5`).expect(200);
    const reviews = api.body as PublicReview[];
    expect(reviews).toHaveLength(5);
    expect(data.review).toEqual(
      reviews.map((review) =>
        expect.objectContaining({
          author: { '@type': 'Person', name: review.authorName },
          reviewRating: expect.objectContaining({ ratingValue: review.stars }),
          reviewBody: review.text,
          datePublished: review.createdAt.slice(0, 10),
        }),
      ),
    );
  });

  it('has no aggregateRating and no review for a place without published reviews', async () => {
    const place = await placeOf('destinations', 'review_count = 0');
    expect(place).toMatchObject({ rating: null, reviewCount: 0 });
    const [data] = jsonLdOf((await page(`/destinations/${place.id}`)).text);
    expectValidPlace(data, 'TouristAttraction', `${ORIGIN}/destinations/${place.id}`);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it("writes a service's LocalBusiness subtype by its category on /service/{slug}, for visitors and members", async () => {
    const station = await placeOf(
      'services',
      `category_id IN (SELECT id FROM categories WHERE name = 'Gas Stations') AND review_count > 0`,
    );
    const url = `${ORIGIN}/service/${station.slug}`;
    const visitorAndMember: Array<Record<string, string>> = [
      {},
      { Cookie: 'tara.signedin=1', 'Accept-Language': 'fil' },
    ];
    for (const headers of visitorAndMember) {
      const [data] = jsonLdOf((await page(`/service/${station.slug}`, headers)).text);
      expectValidPlace(data, 'GasStation', url);
      expect(data.aggregateRating).toMatchObject({ ratingValue: station.rating, reviewCount: station.reviewCount });
    }
    // Slugs ignore case, as GET /api/services/slug/{slug} does; the block names the page by its own slug.
    const [upper] = jsonLdOf((await page(`/service/${station.slug?.toUpperCase()}`)).text);
    expect(upper.url).toBe(url);
    const repair = await placeOf('services', `category_id IN (SELECT id FROM categories WHERE name = 'Auto Repair')`);
    expect(jsonLdOf((await page(`/service/${repair.slug}`)).text)[0]['@type']).toBe('AutoRepair');
  });

  it("paints a service's page from the HTML for a member only (a visitor is sent to sign in), in their language", async () => {
    const station = await placeOf('services', `category_id IN (SELECT id FROM categories WHERE name = 'Gas Stations')`);
    const [service] = (await t.dataSource.query(
      `SELECT images, main_image_index AS "mainImageIndex" FROM services WHERE id = $1`,
      [station.id],
    )) as Array<{ images: string[] | null; mainImageIndex: number | null }>;
    const member = await page(`/service/${station.slug}`, { Cookie: 'tara.signedin=1', 'Accept-Language': 'fil' });
    expect(member.text).toContain('<div id="first-paint">');
    expect(member.text).toContain('<section class="fp-place-page" data-page="service" lang="fil">Lahat ng serbisyo');
    expect(member.text).toContain('<section class="fp-place-page" data-page="service" lang="en" hidden>');
    expect(member.text).toContain('<section class="fp-place-page" data-page="destination" lang="fil" hidden>');
    const entity: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
    const name = station.name.replace(/[&<>"']/g, (c) => entity[c]);
    expect(member.text).toMatch(/<div class="fp-place" data-ready="h1"><(img|span) class="fp-card__cover"/);
    expect(member.text).toContain(`<p class="fp-place__title">${name}</p>`);
    expect(jsonLdOf(member.text)).toHaveLength(1);
    // Its cover (the page's largest paint) is preloaded with the page's headers.
    const cover = mainImageOf(service);
    expect(cover).toMatch(/^\//); // the demo's services have their artwork or uploads on this site
    expect(member.headers.link).toContain(`<${cover}>; rel=preload; as=image`);

    const visitor = await page(`/service/${station.slug}`);
    expect(visitor.text).toContain('<div id="first-paint" hidden>');
    expect(visitor.text).toContain('<div class="fp-place" data-ready="h1" hidden></div>');
    expect(visitor.text).not.toContain('fp-place__title');
    expect(visitor.headers.link).not.toContain('as=image');
    expect(jsonLdOf(visitor.text)).toHaveLength(1);
  });

  it('writes no JSON-LD for a place that does not exist, nor on the other pages', async () => {
    for (const pagePath of [
      '/destinations/00000000-0000-4000-8000-000000000000',
      '/service/no-such-service',
      '/destinations',
      '/',
    ])
      expect([pagePath, jsonLdOf((await page(pagePath)).text)]).toEqual([pagePath, []]);
  });

  it("escapes a member's review so it can never end the script element, and shows it at once", async () => {
    const place = await placeOf('destinations', 'review_count = 0');
    await insertUser(t.dataSource, { email: 'jsonld@test.local', role: Role.User, firstName: 'Jo', lastName: 'Lim' });
    const cookie = await signIn(t.http, 'jsonld@test.local');
    await page(`/destinations/${place.id}`); // kept before the review
    await request(t.http)
      .post('/api/reviews')
      .set('Cookie', cookie)
      .send({ destinationId: place.id, stars: 4, text: HOSTILE, visitMonth: '2026-01' })
      .expect(201);
    const html = (await page(`/destinations/${place.id}`)).text;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<!-- a comment');
    expect(html.match(/<script/g)).toHaveLength(1); // the JSON-LD block alone: no script was opened by the text
    const [data] = jsonLdOf(html);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(data.review).toEqual([
      expect.objectContaining({ author: { '@type': 'Person', name: 'Jo L.' }, reviewBody: HOSTILE.trim() }),
    ]);
  });
});
