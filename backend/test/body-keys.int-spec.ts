import request from 'supertest';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Issue 28.8, one mechanism for every body (StorableTextPipe, the first global pipe): `__proto__`, `constructor` and
 * `prototype` keys, at any depth, are 400 VALIDATION_FAILED like any other unknown field; text made only of
 * invisible characters (U+200B, U+200C, U+200D, U+2060, U+FEFF) and white space is refused exactly like spaces.
 */
describe('hostile keys and invisible text in bodies (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let admin: string;
  let postId: string;
  let reportId: string;

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
    await resetDatabase(t.dataSource);
    await insertUser(t.dataSource, { email: 'admin@keys.test', role: Role.Admin });
    await insertUser(t.dataSource, { email: 'member@keys.test', role: Role.User });
    admin = await signIn(t.http, 'admin@keys.test');
    const member = await signIn(t.http, 'member@keys.test');
    postId = (
      (await request(t.http).post('/api/posts').set('Cookie', admin).send({ content: 'A post' }).expect(201)).body as {
        id: string;
      }
    ).id;
    reportId = (
      (await request(t.http).post('/api/reports').set('Cookie', member).send({ postId, reason: 'spam' }).expect(201))
        .body as { id: string }
    ).id;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  const send = (method: 'post' | 'patch', url: string, raw: string) =>
    request(t.http)[method](url).set('Cookie', admin).set('Content-Type', 'application/json').send(raw);

  /** A valid body of each endpoint, as JSON text with `extra` spliced in as its last member. */
  const endpoints: Array<{ method: 'post' | 'patch'; url: () => string; body: (extra: string) => string }> = [
    { method: 'post', url: () => '/api/posts', body: (extra) => `{"content":"Hello"${extra}}` },
    { method: 'post', url: () => `/api/posts/${postId}/comments`, body: (extra) => `{"content":"Nice"${extra}}` },
    { method: 'post', url: () => '/api/reports', body: (extra) => `{"postId":"${postId}","reason":"spam"${extra}}` },
    { method: 'patch', url: () => `/api/reports/${reportId}`, body: (extra) => `{"status":"reviewed"${extra}}` },
    { method: 'post', url: () => '/api/categories', body: (extra) => `{"name":"Keys","type":"destination"${extra}}` },
    {
      method: 'post',
      url: () => '/api/auth/login',
      body: (extra) => `{"email":"admin@keys.test","password":"x"${extra}}`,
    },
  ];

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses a %s key on every endpoint, at the top and nested, writing nothing',
    async (key) => {
      const before = (
        await t.dataSource.query(
          `SELECT (SELECT count(*) FROM posts) + (SELECT count(*) FROM post_comments) + (SELECT count(*) FROM categories) AS n`,
        )
      )[0];
      for (const endpoint of endpoints) {
        for (const extra of [`,"${key}":{"isAdmin":true}`, `,"${key}":"x"`]) {
          const res = await send(endpoint.method, endpoint.url(), endpoint.body(extra));
          expect({ url: endpoint.url(), extra, status: res.status, code: res.body.code }).toEqual({
            url: endpoint.url(),
            extra,
            status: 400,
            code: 'VALIDATION_FAILED',
          });
          expect(JSON.stringify(res.body)).toContain(key);
        }
      }
      const nested = await send(
        'post',
        '/api/posts',
        `{"content":"Hello","locationName":null,"x":[{"${key}":{"polluted":true}}]}`,
      );
      expect(nested.status).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      const after = (
        await t.dataSource.query(
          `SELECT (SELECT count(*) FROM posts) + (SELECT count(*) FROM post_comments) + (SELECT count(*) FROM categories) AS n`,
        )
      )[0];
      expect(after).toEqual(before);
    },
  );

  it.each(['\u200b', '\u200c\u200d', ' \u2060 \ufeff ', '\u200b\n\u200b'])(
    'refuses invisible-only text %j exactly like spaces',
    async (invisible) => {
      const cases: Array<{ url: string; body: (text: string) => object }> = [
        { url: '/api/posts', body: (text) => ({ content: text }) },
        { url: `/api/posts/${postId}/comments`, body: (text) => ({ content: text }) },
        { url: '/api/categories', body: (text) => ({ name: text, type: 'destination' }) },
      ];
      for (const { url, body } of cases) {
        const spaces = await request(t.http).post(url).set('Cookie', admin).send(body('   '));
        const hidden = await request(t.http).post(url).set('Cookie', admin).send(body(invisible));
        expect(spaces.status).toBe(400);
        expect({ url, status: hidden.status, code: hidden.body.code }).toEqual({
          url,
          status: spaces.status,
          code: spaces.body.code,
        });
      }
    },
  );

  it('keeps invisible characters inside real text (an emoji sequence) as they were sent', async () => {
    const family = 'Family trip \u{1F468}\u200d\u{1F469}\u200d\u{1F467}';
    const res = await request(t.http).post('/api/posts').set('Cookie', admin).send({ content: family }).expect(201);
    expect((res.body as { content: string }).content).toBe(family);
  });
});
