import request from 'supertest';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

const DAY = 86_400_000;

/**
 * Issue 28.3 and 28.4 against the real app and PostgreSQL: who counts towards hiding a post (the throwaway-account
 * attack), staff posts never hidden by reports, a serial dismissed reporter's weight, and the one staff rule with its
 * audit entry and resolved (kept) reports on DELETE /api/posts/{id} and DELETE /api/comments/{id}.
 */
describe('trust before reports hide a post, one staff rule on every path (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  const people = {
    admin: { role: Role.Admin, ageDays: 400 },
    admin2: { role: Role.Admin, ageDays: 400 },
    moderator: { role: Role.Moderator, ageDays: 400 },
    editor: { role: Role.Editor, ageDays: 400 },
    blogger: { role: Role.VerifiedBlogger, ageDays: 400 },
    old1: { role: Role.User, ageDays: 30 },
    old2: { role: Role.User, ageDays: 30 },
    old3: { role: Role.User, ageDays: 30 },
    old4: { role: Role.User, ageDays: 30 },
    new1: { role: Role.User, ageDays: 0 },
    new2: { role: Role.User, ageDays: 0 },
    new3: { role: Role.User, ageDays: 0 },
  } as const;
  type Who = keyof typeof people;

  const as = (who: Who) => ({
    get: (url: string) => request(t.http).get(url).set('Cookie', cookies[who]),
    post: (url: string, body?: object) => request(t.http).post(url).set('Cookie', cookies[who]).send(body),
    delete: (url: string) => request(t.http).delete(url).set('Cookie', cookies[who]),
  });
  const newPost = async (who: Who, content: string) =>
    ((await as(who).post('/api/posts', { content }).expect(201)).body as { id: string }).id;
  const report = async (who: Who, postId: string) =>
    ((await as(who).post('/api/reports', { postId, reason: 'spam' }).expect(201)).body as { id: string }).id;
  const statusOf = async (postId: string) =>
    (
      (await t.dataSource.query(`SELECT status FROM posts WHERE id = $1`, [postId]))[0] as
        { status: string } | undefined
    )?.status;
  const scalar = async (sql: string, params: unknown[] = []) => (await t.dataSource.query(sql, params))[0];

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
  }, 120_000);

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    for (const [name, { role, ageDays }] of Object.entries(people)) {
      const createdAt = new Date(Date.now() - ageDays * DAY - (ageDays === 0 ? 5_000 : 0));
      ids[name] = await insertUser(t.dataSource, {
        email: `${name}@trust.test`,
        role,
        firstName: name,
        lastName: 'Test',
        createdAt,
      });
    }
    await Promise.all(
      Object.keys(people).map(async (name) => (cookies[name] = await signIn(t.http, `${name}@trust.test`))),
    );
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  describe('trust (issue 28.3)', () => {
    it("the throwaway-account attack: 3 brand-new accounts hide neither an admin's post nor a member's; their reports are queued", async () => {
      const welcome = await newPost('admin', 'Welcome to Tara Pampanga!');
      const memberPost = await newPost('blogger', 'Sisig crawl in Angeles this weekend');
      for (const who of ['new1', 'new2', 'new3'] as const) {
        await report(who, welcome);
        await report(who, memberPost);
      }
      expect(await statusOf(welcome)).toBe('visible');
      expect(await statusOf(memberPost)).toBe('visible');
      await as('old4').get(`/api/posts/${welcome}`).expect(200);
      await as('old4').get(`/api/posts/${memberPost}`).expect(200);
      const queue = await as('moderator').get('/api/reports/queue').expect(200);
      expect(queue.headers['x-total-count']).toBe('2');
      expect((queue.body as Array<{ reportCount: number }>).map((item) => item.reportCount)).toEqual([3, 3]);
    });

    it("3 trusted members hide a member's post; 2 trusted and 1 brand-new do not", async () => {
      const first = await newPost('blogger', 'Win a free phone');
      const second = await newPost('blogger', 'Cheap tickets here');
      await report('old1', first);
      await report('old2', first);
      await report('new1', first);
      expect(await statusOf(first)).toBe('visible');
      await report('old3', first);
      expect(await statusOf(first)).toBe('under_review');
      await as('old4').get(`/api/posts/${first}`).expect(404);
      for (const who of ['old1', 'old2', 'old3'] as const) await report(who, second);
      expect(await statusOf(second)).toBe('under_review');
    });

    it('counts a young account with an upheld report or a published post as trusted', async () => {
      const earlier = await newPost('blogger', 'An earlier spam post');
      await as('moderator')
        .post(`/api/reports/${await report('new1', earlier)}/actions`, { action: 'remove_post' })
        .expect(200);
      const target = await newPost('blogger', 'Another spam post');
      await report('new1', target);
      await report('old1', target);
      expect(await statusOf(target)).toBe('visible');
      // new2 is young but has a visible post of their own (a promoted member).
      await t.dataSource.query(`UPDATE users SET role = 'verified_blogger' WHERE id = $1`, [ids.new2]);
      await newPost('new2', 'My first post');
      await report('new2', target);
      expect(await statusOf(target)).toBe('under_review');
    });

    it('never hides a staff post, whatever the reporters', async () => {
      const posts = [
        await newPost('admin', 'Admin notice'),
        await newPost('moderator', 'House rules'),
        await newPost('editor', 'New destination'),
      ];
      for (const postId of posts)
        for (const who of ['old1', 'old2', 'old3', 'old4'] as const) await report(who, postId);
      for (const postId of posts) expect(await statusOf(postId)).toBe('visible');
    });

    it('a serial reporter whose reports keep being dismissed loses their weight (3 dismissed, more than upheld, in 90 days)', async () => {
      for (let i = 0; i < 3; i++) {
        const harmless = await newPost('blogger', `Harmless post ${i}`);
        await as('moderator')
          .post(`/api/reports/${await report('old1', harmless)}/actions`, { action: 'dismiss' })
          .expect(200);
      }
      expect(
        await scalar(`SELECT count(*)::int AS n FROM post_reports WHERE reporter_id = $1 AND outcome = 'dismissed'`, [
          ids.old1,
        ]),
      ).toEqual({ n: 3 });
      const target = await newPost('blogger', 'A post the serial reporter dislikes');
      await report('old1', target);
      await report('old2', target);
      await report('old3', target);
      expect(await statusOf(target)).toBe('visible');
      // Dismissals older than the window do not count.
      await t.dataSource.query(
        `UPDATE post_reports SET resolved_at = now() - interval '91 days' WHERE reporter_id = $1 AND outcome = 'dismissed'`,
        [ids.old1],
      );
      await report('old4', target);
      expect(await statusOf(target)).toBe('under_review');
    });

    it('hides a post once, with every report recorded, under 12 simultaneous reports', async () => {
      const extra = await Promise.all(
        Array.from({ length: 9 }, async (_, i) => {
          const email = `crowd${i}@trust.test`;
          await insertUser(t.dataSource, { email, role: Role.User, createdAt: new Date(Date.now() - 30 * DAY) });
          return signIn(t.http, email);
        }),
      );
      const target = await newPost('blogger', 'A contested post');
      const all = [...['old1', 'old2', 'old3'].map((who) => cookies[who]), ...extra];
      const statuses = await Promise.all(
        all.map((cookie) =>
          request(t.http)
            .post('/api/reports')
            .set('Cookie', cookie)
            .send({ postId: target, reason: 'spam' })
            .then((r) => r.status),
        ),
      );
      // Reports after the post is hidden find no post the reporter can see (404); none is lost or counted twice.
      expect(statuses.filter((s) => s !== 201 && s !== 404)).toEqual([]);
      expect(await scalar(`SELECT count(*)::int AS n FROM post_reports WHERE post_id = $1`, [target])).toEqual({
        n: statuses.filter((s) => s === 201).length,
      });
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(3);
      expect(await statusOf(target)).toBe('under_review');
    });
  });

  describe('one staff rule on every path (issue 28.4)', () => {
    it("refuses a moderator's DELETE of an admin's post or comment with CANNOT_ACT_ON_STAFF, changing nothing", async () => {
      const postId = await newPost('admin', 'Welcome post');
      await report('old1', postId);
      const before = await scalar(
        `SELECT status, (SELECT count(*)::int FROM post_reports WHERE status = 'pending') AS pending FROM posts WHERE id = $1`,
        [postId],
      );
      expect((await as('moderator').delete(`/api/posts/${postId}`).expect(403)).body.code).toBe('CANNOT_ACT_ON_STAFF');
      expect(
        await scalar(
          `SELECT status, (SELECT count(*)::int FROM post_reports WHERE status = 'pending') AS pending FROM posts WHERE id = $1`,
          [postId],
        ),
      ).toEqual(before);
      expect(await scalar(`SELECT count(*)::int AS n FROM audit_log`)).toEqual({ n: 0 });

      const memberPost = await newPost('blogger', 'A member post');
      const comment = (
        (await as('admin').post(`/api/posts/${memberPost}/comments`, { content: 'Admin comment' }).expect(201))
          .body as { id: string }
      ).id;
      const editorComment = (
        (await as('editor').post(`/api/posts/${memberPost}/comments`, { content: 'Editor comment' }).expect(201))
          .body as { id: string }
      ).id;
      expect((await as('moderator').delete(`/api/comments/${comment}`).expect(403)).body.code).toBe(
        'CANNOT_ACT_ON_STAFF',
      );
      expect((await as('moderator').delete(`/api/comments/${editorComment}`).expect(403)).body.code).toBe(
        'CANNOT_ACT_ON_STAFF',
      );
      expect(
        await scalar(
          `SELECT count(*)::int AS n, (SELECT comment_count FROM posts WHERE id = $1) AS counted FROM post_comments`,
          [memberPost],
        ),
      ).toEqual({ n: 2, counted: 2 });
      // An admin may act on staff content (and is audited).
      await as('admin2').delete(`/api/posts/${postId}`).expect(204);
      expect(await statusOf(postId)).toBe('removed');
    });

    it("removes a member's post on a moderator's DELETE: audited, its reports resolved and listed in Resolved, its author told", async () => {
      const postId = await newPost('blogger', 'Selling fake tickets');
      await report('old1', postId);
      await report('new1', postId);
      await as('moderator').delete(`/api/posts/${postId}`).expect(204);
      expect(await scalar(`SELECT status, removed_by AS "removedBy" FROM posts WHERE id = $1`, [postId])).toEqual({
        status: 'removed',
        removedBy: ids.moderator,
      });
      await as('old2').get(`/api/posts/${postId}`).expect(404);
      const resolved = (await as('moderator').get('/api/reports?status=resolved').expect(200)).body as Array<{
        postId: string;
        actionTaken: string;
        resolvedAt: string | null;
        resolvedBy: { displayName: string } | null;
        post: { status: string };
      }>;
      expect(resolved).toHaveLength(2);
      for (const row of resolved) {
        expect(row).toMatchObject({
          postId,
          actionTaken: 'Post removed',
          resolvedBy: { displayName: 'moderator Test' },
          post: { status: 'removed' },
        });
        expect(row.resolvedAt).not.toBeNull();
      }
      expect((await as('moderator').get('/api/reports/queue').expect(200)).headers['x-total-count']).toBe('0');
      expect(await scalar(`SELECT count(*)::int AS n FROM post_reports WHERE outcome = 'upheld'`)).toEqual({ n: 2 });
      const audit = (await as('admin').get('/api/admin/audit').expect(200)).body as Array<{
        action: string;
        actor: { id: string };
        target: { id: string };
        details: Record<string, unknown>;
      }>;
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'post.remove',
          actor: expect.objectContaining({ id: ids.moderator }),
          target: expect.objectContaining({ id: ids.blogger }),
          details: expect.objectContaining({ postId, note: 'Post removed', excerpt: 'Selling fake tickets' }),
        }),
      ]);
      expect((audit[0].details.reportIds as string[]).length).toBe(2);
      const notices = (await as('blogger').get('/api/user/notices').expect(200)).body as Array<{ kind: string }>;
      expect(notices).toEqual([expect.objectContaining({ kind: 'post_removed' })]);
    });

    it("deletes a member's comment on a moderator's DELETE with one audit entry; the author's own delete is not audited", async () => {
      const postId = await newPost('blogger', 'A post with comments');
      const abusive = (
        (await as('old1').post(`/api/posts/${postId}/comments`, { content: 'An abusive comment' }).expect(201))
          .body as { id: string }
      ).id;
      const own = (
        (await as('old2').post(`/api/posts/${postId}/comments`, { content: 'My comment' }).expect(201)).body as {
          id: string;
        }
      ).id;
      await as('moderator').delete(`/api/comments/${abusive}`).expect(204);
      await as('old2').delete(`/api/comments/${own}`).expect(204);
      expect((await as('old3').delete(`/api/comments/${abusive}`).expect(404)).body.code).toBe('COMMENT_NOT_FOUND');
      expect(await scalar(`SELECT comment_count AS n FROM posts WHERE id = $1`, [postId])).toEqual({ n: 0 });
      const audit = (await as('admin').get('/api/admin/audit').expect(200)).body as Array<{
        action: string;
        details: Record<string, unknown>;
      }>;
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'comment.remove',
          details: { commentId: abusive, postId, excerpt: 'An abusive comment' },
        }),
      ]);
    });

    it('keeps a reported post and its reports when the author deletes it: shown to nobody, reports resolved as withdrawn', async () => {
      const reported = await newPost('blogger', 'A reported post');
      const plain = await newPost('blogger', 'A plain post');
      await report('old1', reported);
      await as('blogger').delete(`/api/posts/${reported}`).expect(204);
      await as('blogger').delete(`/api/posts/${plain}`).expect(204);
      expect(await statusOf(reported)).toBe('deleted');
      expect(await statusOf(plain)).toBeUndefined();
      await as('blogger').get(`/api/posts/${reported}`).expect(404);
      expect(((await as('blogger').get('/api/posts').expect(200)).body as unknown[]).length).toBe(0);
      await as('blogger').delete(`/api/posts/${reported}`).expect(404);
      const [row] = (await as('moderator').get('/api/reports?status=resolved').expect(200)).body as Array<{
        actionTaken: string;
        post: { status: string };
      }>;
      expect(row).toMatchObject({ actionTaken: 'Deleted by its author', post: { status: 'deleted' } });
      expect(await scalar(`SELECT outcome FROM post_reports`)).toEqual({ outcome: 'withdrawn' });
      expect(await scalar(`SELECT count(*)::int AS n FROM audit_log`)).toEqual({ n: 0 });
      // The database itself refuses to delete a report with its post.
      await expect(t.dataSource.query(`DELETE FROM posts WHERE id = $1`, [reported])).rejects.toThrow(/foreign key/);
    });
  });
});
