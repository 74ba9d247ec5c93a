import { readFileSync } from 'node:fs';
import request from 'supertest';
import sharp from 'sharp';
import { Role } from '../src/shared/domain/role.js';
import { DemoDataLoader } from '../src/database/demo-data/demo-data.loader.js';
import { PurgeUnusedUploadsUseCase } from '../src/modules/community/application/purge-unused-uploads.use-case.js';
import { insertApiToken, insertUser, signIn, createAuthTestApp } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';
import { burstAgent } from './support/burst-agent.js';
import { CacheVersions } from '../src/shared/persistence/cache-versions.js';
import { postListSql } from '../src/modules/community/infrastructure/post-sql.js';
import { itQuietAndBusy } from './support/busy-cpu.js';

const MISSING_ID = '6f1c1a52-3f0e-4f7a-9d55-2b1f0c9e7a10';
const POSTING_NOT_ALLOWED = 'Only admins, moderators, editors, and verified bloggers can create posts.';

interface PostBody {
  id: string;
  content: string;
  locationName: string | null;
  imageUrl: string | null;
  image: {
    url: string;
    width: number;
    height: number;
    thumbnailUrl: string;
    thumbnailWidth: number;
    thumbnailHeight: number;
  } | null;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  createdAt: string;
  author: { id: string; displayName: string };
  likedByMe: boolean;
  sharedByMe: boolean;
}

/** A phone photo: a 2,400 x 1,800 JPEG whose EXIF carries a GPS position (Angeles City) and a camera model. */
/** CRC-32 of PNG chunks (ISO 3309), for hand-made PNG headers. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A tiny PNG file whose header claims width x height pixels (a decompression bomb's shape, without its bytes). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function phonePhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Cheap Phone 5' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '15/1 8/1 40/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '120/1 35/1 20/1',
      },
    })
    .toBuffer();
}

describe('community API: posts, photos, likes, comments, shares, reports (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let blogger: string;
  let member: string;
  let moderator: string;
  let editor: string;
  let suspended: string;
  let bloggerId: string;
  let memberId: string;

  const post = (cookie: string, body: object) => request(t.http).post('/api/posts').set('Cookie', cookie).send(body);
  const count = async (sql: string, params: unknown[] = []) => Number((await t.dataSource.query(sql, params))[0].n);

  beforeAll(async () => {
    db = await startTestDatabase();
    // Kept feed pages live 60 s here (docs/caching.md: 2 s by default), so that 'not seen' checks do not race the age.
    t = await createAuthTestApp(db, { env: { KEPT_ANSWER_MAX_AGE_MS: '60000' } });
  });

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    bloggerId = await insertUser(t.dataSource, {
      email: 'blogger@community.test',
      role: Role.VerifiedBlogger,
      firstName: 'Maria',
      lastName: 'Santos',
    });
    memberId = await insertUser(t.dataSource, { email: 'member@community.test', role: Role.User });
    await insertUser(t.dataSource, { email: 'moderator@community.test', role: Role.Moderator, firstName: 'Mod' });
    await insertUser(t.dataSource, { email: 'editor@community.test', role: Role.Editor });
    await insertUser(t.dataSource, {
      email: 'suspended@community.test',
      role: Role.Editor,
      suspendedUntil: new Date(Date.now() + 86_400_000),
    });
    [blogger, member, moderator, editor, suspended] = await Promise.all(
      ['blogger', 'member', 'moderator', 'editor', 'suspended'].map((name) => signIn(t.http, `${name}@community.test`)),
    );
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  describe('posts', () => {
    it('creates a post for a verified blogger: content and location trimmed, an empty location omitted', async () => {
      const res = await post(blogger, { content: '  Light traffic on NLEX northbound  ', locationName: '   ' }).expect(
        201,
      );
      const created = res.body as PostBody;
      expect(created).toMatchObject({
        content: 'Light traffic on NLEX northbound',
        locationName: null,
        imageUrl: null,
        likeCount: 0,
        commentCount: 0,
        shareCount: 0,
        author: { id: bloggerId, displayName: 'Maria Santos' },
        likedByMe: false,
      });
      const list = await request(t.http).get('/api/posts').set('Cookie', member).expect(200);
      expect(list.headers['x-total-count']).toBe('1');
      expect((list.body as PostBody[]).map((p) => p.id)).toEqual([created.id]);
    });

    it("refuses plain members with the spec's sentence, suspended members, and signed-out callers", async () => {
      const refused = await post(member, { content: 'Hello Pampanga' }).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, message: POSTING_NOT_ALLOWED });
      expect((await post(suspended, { content: 'Hello' }).expect(403)).body.code).toBe('ACCOUNT_SUSPENDED');
      await request(t.http).post('/api/posts').send({ content: 'Hello' }).expect(401);
      await request(t.http).get('/api/posts').expect(401);
      expect(await count('SELECT count(*) AS n FROM posts')).toBe(0);
    });

    it('answers 400 naming the field for empty, whitespace-only, over-long or mistyped content, and writes nothing', async () => {
      expect((await post(blogger, { content: ' \n ' }).expect(400)).body).toMatchObject({
        code: 'POST_CONTENT_REQUIRED',
        message: 'content is required',
      });
      expect((await post(blogger, { content: 'x'.repeat(2001) }).expect(400)).body.code).toBe('POST_TOO_LONG');
      await post(blogger, { content: 'x'.repeat(2000) }).expect(201);
      expect((await post(blogger, { content: 42 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await post(blogger, { content: 'ok', extra: true }).expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await post(blogger, { content: 'ok', imageId: 'nope' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await post(blogger, { content: 'ok', imageId: MISSING_ID }).expect(400)).body.code).toBe(
        'IMAGE_ALREADY_USED',
      );
      expect(await count('SELECT count(*) AS n FROM posts')).toBe(1);
    });

    it('lists newest first with limit/offset and X-Total-Count, and searches ignoring case and accents', async () => {
      for (const content of ['Masarap ang SISIG sa Angeles', 'Kape sa Café de Lúcia', 'Bagong bukas na panaderya']) {
        await post(editor, { content, locationName: 'San Fernando' }).expect(201);
      }
      const page = await request(t.http).get('/api/posts?limit=2&offset=1').set('Cookie', member).expect(200);
      expect(page.headers['x-total-count']).toBe('3');
      expect((page.body as PostBody[]).map((p) => p.content)).toEqual([
        'Kape sa Café de Lúcia',
        'Masarap ang SISIG sa Angeles',
      ]);
      const search = async (q: string) =>
        (
          (await request(t.http).get('/api/posts').query({ search: q }).set('Cookie', member).expect(200))
            .body as PostBody[]
        ).map((p) => p.content);
      expect(await search('cafe de lucia')).toEqual(['Kape sa Café de Lúcia']);
      expect(await search('sisig')).toEqual(['Masarap ang SISIG sa Angeles']);
      expect(await search('san fernando')).toHaveLength(3);
      expect(await search('100%_')).toEqual([]);
      await request(t.http).get('/api/posts?limit=0').set('Cookie', member).expect(400);
      await request(t.http).get('/api/posts?topic=weather').set('Cookie', member).expect(400);
    });

    describe("the feed: the visible posts kept for every member, each member's own part read per request", () => {
      /** A member's feed page in one statement (postListSql with the viewer): the answer the merged one must equal. */
      const oneStatement = async (viewerId: string, query: { limit: number; offset: number; search?: string }) => {
        const { sql, countSql, params, countParams } = postListSql({ viewerId, ...query });
        const rows: Array<{ id: string; likedByMe: boolean; sharedByMe: boolean; status: string }> =
          await t.dataSource.query(sql, params);
        const [{ total }] = await t.dataSource.query(countSql, countParams);
        return {
          total: String(total),
          posts: rows.map(({ id, likedByMe, sharedByMe, status }) => ({ id, likedByMe, sharedByMe, status })),
        };
      };
      const feedOf = async (cookie: string, query: { limit: number; offset: number; search?: string }) => {
        const res = await request(t.http).get('/api/posts').query(query).set('Cookie', cookie).expect(200);
        const posts = (res.body as Array<PostBody & { status: string }>).map(
          ({ id, likedByMe, sharedByMe, status }) => ({ id, likedByMe, sharedByMe, status }),
        );
        return { total: res.headers['x-total-count'] as string, posts };
      };
      /** `count` posts by `authorId`, one a minute back from `minutesAgo`, with this status (written directly, then the versions caught up). */
      const insertPosts = async (
        authorId: string,
        count: number,
        minutesAgo: number,
        status = 'visible',
        word = 'update',
      ) => {
        await t.dataSource.query(
          `INSERT INTO posts (author_id, content, status, created_at)
           SELECT $1, $2 || ' ' || i, $3, now() - make_interval(mins => $4 + i) FROM generate_series(1, $5) AS i`,
          [authorId, `Traffic ${word}`, status, minutesAgo, count],
        );
        await t.app.get(CacheVersions).reload();
      };

      it("merges a member's own unlisted posts by time on every page, as the one-statement feed has them (likes, shares, totals)", async () => {
        // 45 visible posts by the editor, the blogger's 3 unlisted ones among them (one newer than all, two inside).
        const editorId = (await t.dataSource.query(`SELECT id FROM users WHERE email = 'editor@community.test'`))[0]
          .id as string;
        await insertPosts(editorId, 45, 0);
        await insertPosts(bloggerId, 1, -5, 'under_review');
        await insertPosts(bloggerId, 1, 7, 'removed');
        await insertPosts(bloggerId, 1, 31, 'under_review', 'hidden');
        await insertPosts(bloggerId, 2, 12, 'visible');
        await t.dataSource.query(
          `INSERT INTO post_likes (post_id, user_id, created_at) SELECT id, $1, now() FROM posts ORDER BY created_at DESC OFFSET 1 LIMIT 30`,
          [bloggerId],
        );
        await t.dataSource.query(
          `INSERT INTO post_shares (post_id, user_id, created_at) SELECT id, $1, now() FROM posts ORDER BY created_at DESC LIMIT 40`,
          [bloggerId],
        );
        for (const limit of [1, 3, 10]) {
          for (let offset = 0; offset <= 52; offset += limit === 1 ? 1 : 2) {
            for (const viewer of [bloggerId, memberId]) {
              const cookie = viewer === bloggerId ? blogger : member;
              expect([limit, offset, await feedOf(cookie, { limit, offset })]).toEqual([
                limit,
                offset,
                await oneStatement(viewer, { limit, offset }),
              ]);
            }
          }
        }
        for (const search of ['hidden', 'traffic', 'update 1']) {
          expect(await feedOf(blogger, { limit: 5, offset: 0, search })).toEqual(
            await oneStatement(bloggerId, { limit: 5, offset: 0, search }),
          );
        }
        const first = await feedOf(blogger, { limit: 3, offset: 0 });
        expect(first.posts.map(({ status }) => status)).toEqual(['under_review', 'visible', 'visible']);
        expect((await feedOf(member, { limit: 60, offset: 0 })).posts.every(({ status }) => status === 'visible')).toBe(
          true,
        );
      });

      it('answers a member with more unlisted posts than a page merges from the one statement, the same feed', async () => {
        await insertPosts(memberId, 30, 0);
        await insertPosts(bloggerId, 25, 3, 'under_review');
        for (const offset of [0, 7, 21, 40]) {
          expect(await feedOf(blogger, { limit: 10, offset })).toEqual(
            await oneStatement(bloggerId, { limit: 10, offset }),
          );
        }
      });

      it("keeps the visible posts until a write to posts or an author's name; a like is in every count at once", async () => {
        const created = (await post(blogger, { content: 'Kept for everyone' }).expect(201)).body as PostBody;
        expect((await request(t.http).get('/api/posts').set('Cookie', member).expect(200)).body[0].content).toBe(
          'Kept for everyone',
        );
        // A change the versions do not hear of (its trigger off) is not seen: the page was kept, not read again.
        await t.dataSource.query(`ALTER TABLE posts DISABLE TRIGGER posts_cache_version`);
        await t.dataSource.query(`UPDATE posts SET content = 'Changed unheard' WHERE id = $1`, [created.id]);
        await t.dataSource.query(`ALTER TABLE posts ENABLE TRIGGER posts_cache_version`);
        await t.app.get(CacheVersions).reload();
        expect((await request(t.http).get('/api/posts').set('Cookie', editor).expect(200)).body[0].content).toBe(
          'Kept for everyone',
        );
        // Any write to posts is heard: the next page is read again.
        await t.dataSource.query(`UPDATE posts SET content = 'Changed and heard' WHERE id = $1`, [created.id]);
        await t.app.get(CacheVersions).reload();
        expect((await request(t.http).get('/api/posts').set('Cookie', member).expect(200)).body[0].content).toBe(
          'Changed and heard',
        );
        // A like through the API: the liker and everyone else see the new count on their next read, the liker's flag too.
        await request(t.http).post(`/api/posts/${created.id}/like`).set('Cookie', member).expect(200);
        const [mine, theirs] = await Promise.all(
          [member, editor].map(
            async (cookie) =>
              (await request(t.http).get('/api/posts').set('Cookie', cookie).expect(200)).body[0] as PostBody,
          ),
        );
        expect([mine.likeCount, mine.likedByMe, theirs.likeCount, theirs.likedByMe]).toEqual([1, true, 1, false]);
        // An author's new name.
        await t.dataSource.query(`UPDATE users SET first_name = 'Mariel' WHERE id = $1`, [bloggerId]);
        await t.app.get(CacheVersions).reload();
        expect(
          ((await request(t.http).get('/api/posts').set('Cookie', member).expect(200)).body[0] as PostBody).author
            .displayName,
        ).toBe('Mariel Santos');
      });
    });

    it('filters the tabs by whole words in any case, in the content or the location', async () => {
      const contents = [
        ['Heavy traffic at the toll plaza', null],
        ['Slow going on nlex southbound', null],
        ['Best roadside stall', 'SCTEX Porac exit'],
        ['Crispy sisig tonight', null],
        ['New restaurant opened', 'Angeles'],
        ['Petron regular at 62.45', null],
        ['Shellfish festival', null],
        ['Fuel up before the trip', 'Clark'],
      ] as const;
      for (const [content, locationName] of contents) await post(blogger, { content, locationName }).expect(201);
      const tab = async (topic: string) =>
        ((await request(t.http).get(`/api/posts?topic=${topic}`).set('Cookie', member).expect(200)).body as PostBody[])
          .map((p) => p.content)
          .sort();
      expect(await tab('traffic')).toEqual([
        'Best roadside stall',
        'Heavy traffic at the toll plaza',
        'Slow going on nlex southbound',
      ]);
      expect(await tab('food')).toEqual(['Crispy sisig tonight', 'New restaurant opened']);
      // 'Shellfish' is not the word 'Shell'.
      expect(await tab('gas')).toEqual(['Fuel up before the trip', 'Petron regular at 62.45']);
    });

    it('lets the author or a moderator delete a post (with its likes and comments), nobody else', async () => {
      const first = (await post(blogger, { content: 'first' }).expect(201)).body as PostBody;
      const second = (await post(blogger, { content: 'second' }).expect(201)).body as PostBody;
      await request(t.http).post(`/api/posts/${first.id}/like`).set('Cookie', member).expect(200);
      await request(t.http)
        .post(`/api/posts/${first.id}/comments`)
        .set('Cookie', member)
        .send({ content: 'nice' })
        .expect(201);
      expect((await request(t.http).delete(`/api/posts/${first.id}`).set('Cookie', member).expect(403)).body.code).toBe(
        'NOT_YOUR_POST',
      );
      await request(t.http).delete(`/api/posts/${first.id}`).set('Cookie', blogger).expect(204);
      await request(t.http).delete(`/api/posts/${second.id}`).set('Cookie', moderator).expect(204);
      await request(t.http).delete(`/api/posts/${second.id}`).set('Cookie', moderator).expect(404);
      await request(t.http).delete('/api/posts/not-a-uuid').set('Cookie', moderator).expect(404);
      // The author's delete takes the post with its like and comment; a moderator's is a removal, kept for the records (issue 28.4).
      expect(
        await count(
          `SELECT (SELECT count(*) FROM posts WHERE status <> 'removed') + (SELECT count(*) FROM post_likes) + (SELECT count(*) FROM post_comments) AS n`,
        ),
      ).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM posts WHERE status = 'removed'`)).toBe(1);
    });
  });

  describe('likes, shares and comments', () => {
    it('toggles a like and answers { liked, likeCount }; likedByMe follows', async () => {
      const created = (await post(blogger, { content: 'Like me' }).expect(201)).body as PostBody;
      const like = () => request(t.http).post(`/api/posts/${created.id}/like`).set('Cookie', member).expect(200);
      expect((await like()).body).toEqual({ liked: true, likeCount: 1 });
      const seen = (await request(t.http).get(`/api/posts/${created.id}`).set('Cookie', member).expect(200))
        .body as PostBody;
      expect(seen).toMatchObject({ likeCount: 1, likedByMe: true });
      expect((await like()).body).toEqual({ liked: false, likeCount: 0 });
      await request(t.http).post(`/api/posts/${MISSING_ID}/like`).set('Cookie', member).expect(404);
      await request(t.http).post(`/api/posts/${created.id}/like`).set('Cookie', suspended).expect(403);
    });

    itQuietAndBusy(
      'keeps likeCount equal to the number of likes after 1,000 concurrent toggles by 100 members',
      async () => {
        const created = (await post(blogger, { content: 'Everyone likes sisig' }).expect(201)).body as PostBody;
        const tokens: string[] = [];
        for (let i = 0; i < 100; i++) {
          const id = await insertUser(t.dataSource, { email: `liker-${i}@community.test`, password: null });
          tokens.push(await insertApiToken(t.dataSource, id));
        }
        // Members 0-49 toggle 9 times, 50-99 toggle 11 times: 1,000 toggles, and every member ends up liking it.
        const calls = tokens.flatMap((token, i) => Array.from({ length: i < 50 ? 9 : 11 }, () => token));
        expect(calls).toHaveLength(1000);
        const agent = burstAgent();
        const statuses = await Promise.all(
          calls.map((token) =>
            request(t.http)
              .post(`/api/posts/${created.id}/like`)
              .agent(agent)
              .set('Authorization', `Bearer ${token}`)
              .then((res) => res.status),
          ),
        ).finally(() => agent.destroy());
        expect(statuses.every((status) => status === 200)).toBe(true);
        const [row] = await t.dataSource.query(
          `SELECT like_count AS "likeCount", (SELECT count(*)::int FROM post_likes WHERE post_id = $1) AS likes FROM posts WHERE id = $1`,
          [created.id],
        );
        expect(row).toEqual({ likeCount: 100, likes: 100 });
      },
      60_000,
    );

    it('counts one share per member per post', async () => {
      const created = (await post(blogger, { content: 'Share me' }).expect(201)).body as PostBody;
      const share = (cookie: string) =>
        request(t.http).post(`/api/posts/${created.id}/share`).set('Cookie', cookie).expect(200);
      expect((await share(member)).body).toEqual({ counted: true, shareCount: 1 });
      expect((await share(member)).body).toEqual({ counted: false, shareCount: 1 });
      expect((await share(editor)).body).toEqual({ counted: true, shareCount: 2 });
      await request(t.http).post(`/api/posts/${MISSING_ID}/share`).set('Cookie', member).expect(404);
    });

    itQuietAndBusy(
      'adds, lists and deletes comments with an exact commentCount, also under 200 concurrent comments',
      async () => {
        const created = (await post(blogger, { content: 'Where is the best tocino?' }).expect(201)).body as PostBody;
        const comment = (cookie: string, content: unknown) =>
          request(t.http).post(`/api/posts/${created.id}/comments`).set('Cookie', cookie).send({ content });
        const first = (await comment(member, '  Try Pampanga’s Best  ').expect(201)).body as {
          id: string;
          content: string;
        };
        expect(first.content).toBe('Try Pampanga’s Best');
        expect((await comment(member, '   ').expect(400)).body.code).toBe('COMMENT_CONTENT_REQUIRED');
        expect((await comment(member, 'c'.repeat(1001)).expect(400)).body.code).toBe('COMMENT_TOO_LONG');
        await comment(suspended, 'hi').expect(403);
        const statuses = await Promise.all(
          Array.from({ length: 200 }, (_, i) => comment(i % 2 ? member : editor, `comment ${i}`).then((r) => r.status)),
        );
        expect(statuses.every((status) => status === 201)).toBe(true);
        const list = await request(t.http)
          .get(`/api/posts/${created.id}/comments?limit=5`)
          .set('Cookie', moderator)
          .expect(200);
        expect(list.headers['x-total-count']).toBe('201');
        expect((list.body as Array<{ content: string; author: { displayName: string } }>)[0]).toMatchObject({
          content: 'Try Pampanga’s Best',
          author: { displayName: 'Anonymous User' },
        });
        expect(
          (await request(t.http).delete(`/api/comments/${first.id}`).set('Cookie', editor).expect(403)).body.code,
        ).toBe('NOT_YOUR_COMMENT');
        await request(t.http).delete(`/api/comments/${first.id}`).set('Cookie', member).expect(204);
        await request(t.http).delete(`/api/comments/${first.id}`).set('Cookie', member).expect(404);
        const seen = (await request(t.http).get(`/api/posts/${created.id}`).set('Cookie', member).expect(200))
          .body as PostBody;
        expect(seen.commentCount).toBe(200);
        expect(await count('SELECT count(*) AS n FROM post_comments')).toBe(200);
      },
    );
  });

  describe('reports', () => {
    it("files a report once per member, recording the reporter and the post's author; never one's own post", async () => {
      const created = (await post(blogger, { content: 'Buy followers here' }).expect(201)).body as PostBody;
      const report = (cookie: string, body: object) =>
        request(t.http).post('/api/reports').set('Cookie', cookie).send(body);
      const description = `Reported post: ${created.content.slice(0, 100)}...`;
      await report(member, { postId: created.id, reason: 'inappropriate', description }).expect(201);
      expect((await report(member, { postId: created.id, reason: 'spam' }).expect(409)).body.code).toBe(
        'POST_ALREADY_REPORTED',
      );
      expect((await report(blogger, { postId: created.id, reason: 'spam' }).expect(400)).body.code).toBe(
        'CANNOT_REPORT_OWN_POST',
      );
      expect((await report(member, { postId: MISSING_ID, reason: 'spam' }).expect(404)).body.code).toBe(
        'POST_NOT_FOUND',
      );
      expect((await report(editor, { postId: created.id, reason: 'rude' }).expect(400)).body.code).toBe(
        'VALIDATION_FAILED',
      );
      await report(suspended, { postId: created.id, reason: 'spam' }).expect(403);
      const rows = await t.dataSource.query(
        `SELECT reporter_id AS "reporterId", reported_user_id AS "reportedUserId", reason, description, status FROM post_reports`,
      );
      expect(rows).toEqual([
        { reporterId: memberId, reportedUserId: bloggerId, reason: 'inappropriate', description, status: 'pending' },
      ]);
    });

    itQuietAndBusy('keeps one report when the same member reports twice at once', async () => {
      const created = (await post(blogger, { content: 'Twice' }).expect(201)).body as PostBody;
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () =>
          request(t.http)
            .post('/api/reports')
            .set('Cookie', member)
            .send({ postId: created.id, reason: 'spam' })
            .then((r) => r.status),
        ),
      );
      expect(statuses.sort()).toEqual([201, ...Array(9).fill(409)]);
      expect(await count('SELECT count(*) AS n FROM post_reports')).toBe(1);
    });
  });

  describe('photos', () => {
    const upload = (cookie: string, bytes: Buffer, filename: string, contentType: string) =>
      request(t.http).post('/api/uploads').set('Cookie', cookie).attach('file', bytes, { filename, contentType });

    it('re-encodes a phone JPEG to WebP within 1,600 px with a 480 px thumbnail, and strips its GPS EXIF', async () => {
      const original = await phonePhotoWithGps();
      const before = await sharp(original).metadata();
      expect(before.exif?.includes(Buffer.from('Cheap Phone 5'))).toBe(true);

      const res = await upload(blogger, original, 'IMG_0001.jpg', 'image/jpeg').expect(201);
      expect(res.body).toMatchObject({ width: 1600, height: 1200, thumbnailWidth: 480, thumbnailHeight: 360 });
      const image = await request(t.http)
        .get(res.body.url as string)
        .set('Cookie', blogger)
        .buffer(true)
        .expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      const stored = image.body as Buffer;
      const after = await sharp(stored).metadata();
      expect(after).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from('Cheap Phone 5'))).toBe(false);
      expect(stored.includes(Buffer.from('Exif'))).toBe(false);
      const thumb = await request(t.http)
        .get(res.body.thumbnailUrl as string)
        .set('Cookie', blogger)
        .buffer(true)
        .expect(200);
      expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
      await request(t.http)
        .get(res.body.url as string)
        .set('Cookie', blogger)
        .set('If-None-Match', image.headers.etag as string)
        .expect(304);

      const created = (await post(blogger, { content: 'Sunset at Mount Arayat', imageId: res.body.id }).expect(201))
        .body as PostBody;
      expect(created.imageUrl).toBe(res.body.url);
      expect(created.image).toMatchObject({ width: 1600, height: 1200, thumbnailWidth: 480 });
      expect((await post(blogger, { content: 'again', imageId: res.body.id }).expect(400)).body.code).toBe(
        'IMAGE_ALREADY_USED',
      );
    });

    it('accepts a PNG and never enlarges a small photo', async () => {
      const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#8f1d14' } })
        .png()
        .toBuffer();
      const res = await upload(editor, png, 'map.png', 'image/png').expect(201);
      expect(res.body).toMatchObject({ width: 300, height: 200, thumbnailWidth: 300, thumbnailHeight: 200 });
    });

    it('accepts an iPhone HEIC photo and drops its EXIF', async () => {
      // test/fixtures/gps-photo.heic: 640 x 480, HEVC, EXIF with a GPS latitude and the model 'HEIC Phone'.
      const heic = readFileSync(new URL('./fixtures/gps-photo.heic', import.meta.url));
      expect(heic.includes(Buffer.from('HEIC Phone'))).toBe(true);
      const res = await upload(blogger, heic, 'IMG_0002.HEIC', 'image/heic').expect(201);
      expect(res.body).toMatchObject({ width: 640, height: 480, thumbnailWidth: 480, thumbnailHeight: 360 });
      const stored = (
        await request(t.http)
          .get(res.body.url as string)
          .set('Cookie', blogger)
          .buffer(true)
          .expect(200)
      ).body as Buffer;
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(stored.includes(Buffer.from('HEIC Phone'))).toBe(false);
    });

    it('refuses a text file named .jpg, an image over 40 megapixels, a file over 10 MB, and a post by who may not post', async () => {
      const text = Buffer.from('<html><script>alert(1)</script></html>');
      expect((await upload(blogger, text, 'photo.jpg', 'image/jpeg').expect(400)).body.code).toBe('IMAGE_UNREADABLE');
      expect((await upload(blogger, text, 'notes.txt', 'text/plain').expect(400)).body.code).toBe(
        'IMAGE_TYPE_NOT_ALLOWED',
      );
      const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(huge.length).toBeLessThan(10 * 1024 * 1024);
      expect((await upload(blogger, huge, 'bomb.png', 'image/png').expect(400)).body.code).toBe(
        'IMAGE_TOO_MANY_PIXELS',
      );
      const big = Buffer.concat([await phonePhotoWithGps(), Buffer.alloc(10 * 1024 * 1024)]);
      expect((await upload(blogger, big, 'big.jpg', 'image/jpeg').expect(413)).body.statusCode).toBe(413);
      expect((await request(t.http).post('/api/uploads').set('Cookie', blogger).expect(400)).body.code).toBe(
        'IMAGE_REQUIRED',
      );
      expect(await count('SELECT count(*) AS n FROM community_images')).toBe(0);
      // A member uploads (a review's photo) but still may not post it.
      const mine = await upload(member, await phonePhotoWithGps(), 'IMG.jpg', 'image/jpeg').expect(201);
      await post(member, { content: 'Mine', imageId: mine.body.id }).expect(403);
      expect(await count('SELECT count(*) AS n FROM community_images WHERE attached_at IS NULL')).toBe(1);
    });

    it('neutralises a polyglot (a JPEG with HTML and script appended): only the re-encoded WebP is ever served', async () => {
      const payload = '<html><body><script>alert(document.cookie)</script></body></html>';
      const polyglot = Buffer.concat([await phonePhotoWithGps(), Buffer.from(payload)]);
      const res = await upload(blogger, polyglot, 'innocent.jpg', 'image/jpeg').expect(201);
      const served = await request(t.http)
        .get(res.body.url as string)
        .set('Cookie', blogger)
        .buffer(true)
        .expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'self'");
      const bytes = served.body as Buffer;
      expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(bytes.includes(Buffer.from('<script'))).toBe(false);
      expect(bytes.includes(Buffer.from('<html'))).toBe(false);
    });

    it('refuses an SVG (script-capable) under any name or type, and a PNG claiming 10,000 x 10,000 pixels before decoding it', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
      );
      expect((await upload(blogger, svg, 'logo.svg', 'image/svg+xml').expect(400)).body.code).toBe(
        'IMAGE_TYPE_NOT_ALLOWED',
      );
      expect((await upload(blogger, svg, 'logo.png', 'image/png').expect(400)).body.code).toMatch(
        /^IMAGE_(TYPE_NOT_ALLOWED|UNREADABLE)$/,
      );
      const bomb = pngClaiming(10_000, 10_000);
      expect(bomb.length).toBeLessThan(100);
      const started = Date.now();
      expect((await upload(blogger, bomb, 'huge.png', 'image/png').expect(400)).body.code).toBe(
        'IMAGE_TOO_MANY_PIXELS',
      );
      expect(Date.now() - started).toBeLessThan(2_000); // refused from the header, no 300 MB decode
      expect(await count('SELECT count(*) AS n FROM community_images')).toBe(0);
    });

    it('deletes uploads that no post used within 24 hours, and keeps the others', async () => {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer();
      const used = (await upload(blogger, png, 'a.png', 'image/png').expect(201)).body as { id: string; url: string };
      const stale = (await upload(blogger, png, 'b.png', 'image/png').expect(201)).body as { id: string; url: string };
      const fresh = (await upload(blogger, png, 'c.png', 'image/png').expect(201)).body as { id: string; url: string };
      await post(blogger, { content: 'with a photo', imageId: used.id }).expect(201);
      await t.dataSource.query(
        `UPDATE community_images SET created_at = now() - interval '25 hours' WHERE id IN ($1, $2)`,
        [used.id, stale.id],
      );
      expect(await t.app.get(PurgeUnusedUploadsUseCase).execute()).toBe(1);
      await request(t.http).get(stale.url).set('Cookie', blogger).expect(404);
      await request(t.http).get(used.url).set('Cookie', blogger).expect(200);
      await request(t.http).get(fresh.url).set('Cookie', blogger).expect(200);
    });

    it('answers 404 for unknown or malformed image names', async () => {
      await request(t.http).get(`/api/images/${MISSING_ID}.webp`).expect(404);
      await request(t.http).get('/api/images/..%2F..%2Fetc%2Fpasswd').expect(404);
      await request(t.http).get(`/api/images/${MISSING_ID}.png`).expect(404);
    });
  });

  it('loads demo posts whose counts equal their likes, comments and shares, covering every tab', async () => {
    await resetDatabase(t.dataSource);
    const { usersDemoData } = await import('../src/database/demo-data/users.demo-data.js');
    const { communityDemoData } = await import('../src/database/demo-data/community.demo-data.js');
    await new DemoDataLoader(t.dataSource, [usersDemoData, communityDemoData]).loadOnce();
    const mismatches = await t.dataSource.query(`
      SELECT p.id FROM posts p
      WHERE p.like_count <> (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)
         OR p.comment_count <> (SELECT count(*) FROM post_comments c WHERE c.post_id = p.id)
         OR p.share_count <> (SELECT count(*) FROM post_shares s WHERE s.post_id = p.id)`);
    expect(mismatches).toEqual([]);
    const cookie = await signIn(t.http, 'user@example.com', 'demo-password');
    for (const topic of ['traffic', 'food', 'gas']) {
      const res = await request(t.http).get(`/api/posts?topic=${topic}`).set('Cookie', cookie).expect(200);
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    }
    expect(await count(`SELECT count(*) AS n FROM post_reports WHERE status = 'pending'`)).toBeGreaterThanOrEqual(1);
  });

  it('counts active members, today’s posts (Philippine time) and all posts from live data', async () => {
    await post(blogger, { content: 'one' }).expect(201);
    await post(editor, { content: 'two' }).expect(201);
    await t.dataSource.query(`UPDATE posts SET created_at = now() - interval '2 days' WHERE content = 'two'`);
    const stats = (await request(t.http).get('/api/posts/stats').set('Cookie', member).expect(200)).body;
    // Everyone signed in during beforeEach has a live session.
    expect(stats).toEqual({ activeMembers: 5, todaysPosts: 1, totalPosts: 2 });
  });
});
