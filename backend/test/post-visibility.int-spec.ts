import request from 'supertest';
import sharp from 'sharp';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Issue 28.5: what hangs under a post follows the post. For a post hidden by reports (under review), removed by a
 * moderator, or deleted by its author while reported, whoever cannot see the post gets 404 for every route under it;
 * its author still sees (and uses) their own hidden or removed post, as the feed shows it to them.
 */
describe('everything under a post follows its visibility (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  const people = {
    author: Role.VerifiedBlogger,
    member: Role.User,
    moderator: Role.Moderator,
    r1: Role.User,
    r2: Role.User,
    r3: Role.User,
  } as const;
  type Who = keyof typeof people;
  let postId: string;
  let commentId: string;

  const as = (who: Who) => ({
    get: (url: string) => request(t.http).get(url).set('Cookie', cookies[who]),
    post: (url: string, body?: object) => request(t.http).post(url).set('Cookie', cookies[who]).send(body),
    delete: (url: string) => request(t.http).delete(url).set('Cookie', cookies[who]),
  });

  /** Every route under a post, as `who`: the status each answered. */
  const routesUnder = async (who: Who) => ({
    get: (await as(who).get(`/api/posts/${postId}`)).status,
    comments: (await as(who).get(`/api/posts/${postId}/comments`)).status,
    comment: (await as(who).post(`/api/posts/${postId}/comments`, { content: 'Another comment' })).status,
    like: (await as(who).post(`/api/posts/${postId}/like`)).status,
    share: (await as(who).post(`/api/posts/${postId}/share`)).status,
    report: (await as(who).post('/api/reports', { postId, reason: 'spam' })).status,
    deleteComment: (await as(who).delete(`/api/comments/${commentId}`)).status,
  });
  const NOT_FOUND = { get: 404, comments: 404, comment: 404, like: 404, share: 404, report: 404, deleteComment: 404 };
  const counts = async () =>
    (
      await t.dataSource.query(
        `SELECT like_count AS likes, comment_count AS comments, share_count AS shares,
              (SELECT count(*)::int FROM post_comments WHERE post_id = p.id) AS "commentRows",
              (SELECT count(*)::int FROM post_reports WHERE post_id = p.id) AS reports
       FROM posts p WHERE id = $1`,
        [postId],
      )
    )[0];

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
  }, 120_000);

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    for (const [name, role] of Object.entries(people)) {
      ids[name] = await insertUser(t.dataSource, {
        email: `${name}@visibility.test`,
        role,
        createdAt: new Date(Date.now() - 30 * 86_400_000),
      });
    }
    await Promise.all(
      Object.keys(people).map(async (name) => (cookies[name] = await signIn(t.http, `${name}@visibility.test`))),
    );
    postId = (
      (await as('author').post('/api/posts', { content: 'A post that will be hidden' }).expect(201)).body as {
        id: string;
      }
    ).id;
    // The abusive comment is the member's own: even its author cannot reach it once the post is gone for them.
    commentId = (
      (await as('member').post(`/api/posts/${postId}/comments`, { content: 'An abusive comment' }).expect(201))
        .body as { id: string }
    ).id;
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('answers every route under a visible post', async () => {
    expect(await routesUnder('member')).toEqual({
      get: 200,
      comments: 200,
      comment: 201,
      like: 200,
      share: 200,
      report: 201,
      deleteComment: 204,
    });
  });

  it('answers 404 under a post hidden by reports, changing nothing; its author still reaches it', async () => {
    for (const who of ['r1', 'r2', 'r3'] as const)
      await as(who).post('/api/reports', { postId, reason: 'harassment' }).expect(201);
    const before = await counts();
    expect(before).toMatchObject({ comments: 1, commentRows: 1, reports: 3 });
    expect(await routesUnder('member')).toEqual(NOT_FOUND);
    expect(await counts()).toEqual(before);
    const author = await as('author').get(`/api/posts/${postId}/comments`).expect(200);
    expect((author.body as Array<{ content: string }>).map((c) => c.content)).toEqual(['An abusive comment']);
  });

  it('answers 404 under a post removed by a moderator, changing nothing', async () => {
    await as('moderator').delete(`/api/posts/${postId}`).expect(204);
    const before = await counts();
    expect(await routesUnder('member')).toEqual(NOT_FOUND);
    expect(await routesUnder('r1')).toEqual(NOT_FOUND);
    expect(await counts()).toEqual(before);
    await as('author').get(`/api/posts/${postId}`).expect(200);
  });

  it('answers 404 under a reported post its author deleted, to its author as well', async () => {
    await as('r1').post('/api/reports', { postId, reason: 'spam' }).expect(201);
    await as('author').delete(`/api/posts/${postId}`).expect(204);
    const before = await counts();
    expect(await routesUnder('member')).toEqual(NOT_FOUND);
    const author = await routesUnder('author');
    expect(author).toEqual(NOT_FOUND);
    expect(await counts()).toEqual(before);
  });

  it("serves a post's photo to whoever sees the post, and an upload before its post to its uploader only", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8f1d14' } })
      .png()
      .toBuffer();
    const upload = (
      await request(t.http)
        .post('/api/uploads')
        .set('Cookie', cookies.author)
        .attach('file', png, { filename: 'a.png', contentType: 'image/png' })
        .expect(201)
    ).body as { id: string; url: string; thumbnailUrl: string };
    const photo = async (who: Who | null, url = upload.url) =>
      (await (who ? as(who).get(url) : request(t.http).get(url))).status;
    // Before its post: the uploader's preview only.
    expect([await photo('author'), await photo('member'), await photo('moderator'), await photo(null)]).toEqual([
      200, 404, 404, 404,
    ]);
    const withPhoto = (
      (await as('author').post('/api/posts', { content: 'A post with a photo', imageId: upload.id }).expect(201))
        .body as { id: string }
    ).id;
    expect([
      await photo('author'),
      await photo('member'),
      await photo('member', upload.thumbnailUrl),
      await photo(null),
    ]).toEqual([200, 200, 200, 404]);
    // Hidden by reports: gone for other members (not even a 304), still the author's and the moderators' (the queue).
    for (const who of ['r1', 'r2', 'r3'] as const)
      await as(who).post('/api/reports', { postId: withPhoto, reason: 'harassment' }).expect(201);
    expect([
      await photo('author'),
      await photo('member'),
      await photo('member', upload.thumbnailUrl),
      await photo('moderator'),
    ]).toEqual([200, 404, 404, 200]);
    expect((await as('member').get(upload.url).set('If-None-Match', `"${upload.id}"`)).status).toBe(404);
    // Removed by a moderator: the same.
    await as('moderator').delete(`/api/posts/${withPhoto}`).expect(204);
    expect([await photo('author'), await photo('member'), await photo('moderator')]).toEqual([200, 404, 200]);
  });

  it('keeps the rule under a burst: likes and comments racing a removal are either before it or 404', async () => {
    const statuses = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        as('r1')
          .post(`/api/posts/${postId}/comments`, { content: 'racing' })
          .then((r) => r.status),
      ),
      as('moderator')
        .delete(`/api/posts/${postId}`)
        .then((r) => r.status),
      ...Array.from({ length: 8 }, () =>
        as('r2')
          .post(`/api/posts/${postId}/like`)
          .then((r) => r.status),
      ),
    ]);
    expect(statuses.filter((s) => ![200, 201, 204, 404].includes(s))).toEqual([]);
    const after = await counts();
    expect(after.comments).toBe(after.commentRows);
    expect(await routesUnder('r3')).toEqual(NOT_FOUND);
  });
});
