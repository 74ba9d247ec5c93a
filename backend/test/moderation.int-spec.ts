import request from 'supertest';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertUser, signIn } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';
import { itQuietAndBusy } from './support/busy-cpu.js';

interface QueueItem {
  reportId: string;
  reportIds: string[];
  status: string;
  reportCount: number;
  reasons: Array<{ reason: string; count: number }>;
  reporters: Array<{ displayName: string }>;
  post: { id: string; content: string; status: string; isHidden: boolean; author: { displayName: string } };
}

describe('moderation API: reports queue, actions in one transaction, audit log, notices (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  const people = {
    admin: Role.Admin,
    admin2: Role.Admin,
    moderator: Role.Moderator,
    moderator2: Role.Moderator,
    author: Role.VerifiedBlogger,
    author2: Role.Editor,
    m1: Role.User,
    m2: Role.User,
    m3: Role.User,
    m4: Role.User,
  } as const;

  const as = (who: keyof typeof people) => ({
    get: (url: string) => request(t.http).get(url).set('Cookie', cookies[who]),
    post: (url: string, body?: object) => request(t.http).post(url).set('Cookie', cookies[who]).send(body),
    patch: (url: string, body: object) => request(t.http).patch(url).set('Cookie', cookies[who]).send(body),
  });
  const newPost = async (who: keyof typeof people, content: string) =>
    ((await as(who).post('/api/posts', { content }).expect(201)).body as { id: string }).id;
  const report = async (who: keyof typeof people, postId: string, reason = 'spam') =>
    (
      (
        await as(who)
          .post('/api/reports', { postId, reason, description: `Reported post: ${reason}...` })
          .expect(201)
      ).body as { id: string }
    ).id;
  const scalar = async (sql: string, params: unknown[] = []) => (await t.dataSource.query(sql, params))[0];

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
  });

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    for (const [name, role] of Object.entries(people)) {
      // Members of a month's standing: their reports count towards hiding a post (issue 28.3).
      const createdAt = new Date(Date.now() - 30 * 86_400_000);
      ids[name] = await insertUser(t.dataSource, {
        email: `${name}@moderation.test`,
        role,
        firstName: name,
        lastName: 'Test',
        createdAt,
      });
    }
    await Promise.all(
      Object.keys(people).map(async (name) => (cookies[name] = await signIn(t.http, `${name}@moderation.test`))),
    );
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  it('hides a post reported by 3 members from everyone but its author, folds its reports, and a dismissal shows it again', async () => {
    const postId = await newPost('author', 'Win a free phone, click my link');
    await report('m1', postId, 'spam');
    await report('m2', postId, 'spam');
    await as('m4').get(`/api/posts/${postId}`).expect(200);
    await report('m3', postId, 'harassment');
    await as('m4').get(`/api/posts/${postId}`).expect(404);
    expect(((await as('m4').get('/api/posts').expect(200)).body as unknown[]).length).toBe(0);
    expect((await as('author').get(`/api/posts/${postId}`).expect(200)).body).toMatchObject({ status: 'under_review' });

    const queue = await as('moderator').get('/api/reports/queue').expect(200);
    expect(queue.headers['x-total-count']).toBe('1');
    const [item] = queue.body as QueueItem[];
    expect(item).toMatchObject({
      status: 'pending',
      reportCount: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'harassment', count: 1 },
      ],
      post: { id: postId, status: 'under_review', isHidden: true, author: { displayName: 'author Test' } },
    });
    expect(item.reporters.map((r) => r.displayName)).toEqual(['m1 Test', 'm2 Test', 'm3 Test']);
    const list = await as('moderator').get('/api/reports?status=pending&search=HARASS').expect(200);
    expect((list.body as Array<{ reason: string }>).map((r) => r.reason)).toEqual(['harassment']);

    const acted = await as('moderator')
      .post(`/api/reports/${item.reportId}/actions`, { action: 'dismiss' })
      .expect(200);
    expect(acted.body).toMatchObject({ action: 'dismiss', postId, actionTaken: 'No action required' });
    expect((acted.body as { reportIds: string[] }).reportIds.sort()).toEqual([...item.reportIds].sort());
    await as('m4').get(`/api/posts/${postId}`).expect(200);
    expect(
      await scalar(
        `SELECT count(*)::int AS n FROM post_reports WHERE status = 'resolved' AND action_taken = 'No action required'`,
      ),
    ).toEqual({ n: 3 });
    expect((await as('moderator').get('/api/reports/queue').expect(200)).headers['x-total-count']).toBe('0');
    expect((await as('moderator').get('/api/reports/stats').expect(200)).body).toEqual({
      pending: 0,
      reviewed: 0,
      resolved: 3,
    });
  });

  it('removes a post for everyone but its author, who sees why and gets a notice once', async () => {
    const postId = await newPost('author', 'Selling fake concert tickets');
    const reportId = await report('m1', postId);
    await as('moderator').post(`/api/reports/${reportId}/actions`, { action: 'remove_post', note: 'Scam' }).expect(200);
    await as('m2').get(`/api/posts/${postId}`).expect(404);
    expect((await as('author').get(`/api/posts/${postId}`).expect(200)).body).toMatchObject({
      status: 'removed',
      removedReason: 'Scam',
    });
    const notices = (await as('author').get('/api/user/notices').expect(200)).body as Array<{
      id: string;
      kind: string;
      reason: string;
      postExcerpt: string;
    }>;
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'post_removed', reason: 'Scam', postExcerpt: 'Selling fake concert tickets' }),
    ]);
    await as('m1').post(`/api/user/notices/${notices[0].id}/seen`).expect(404);
    await as('author').post(`/api/user/notices/${notices[0].id}/seen`).expect(204);
    expect((await as('author').get('/api/user/notices').expect(200)).body).toEqual([]);
  });

  it("suspends the author for 7 days and resolves all of the author's open reports with the same note", async () => {
    const first = await newPost('author', 'Rude comment one');
    const second = await newPost('author', 'Rude comment two');
    const other = await newPost('author2', 'Unrelated post');
    const r1 = await report('m1', first, 'harassment');
    await report('m2', second, 'harassment');
    const r3 = await report('m3', other, 'spam');
    const res = await as('moderator').post(`/api/reports/${r1}/actions`, { action: 'suspend_author' }).expect(200);
    expect((res.body as { reportIds: string[] }).reportIds).toHaveLength(2);
    const until = new Date((res.body as { suspendedUntil: string }).suspendedUntil).getTime();
    expect(Math.abs(until - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    expect(
      await scalar(
        `SELECT count(*)::int AS n FROM post_reports WHERE status = 'resolved' AND action_taken = 'User suspended for 7 days'`,
      ),
    ).toEqual({ n: 2 });
    expect(await scalar(`SELECT status FROM post_reports WHERE id = $1`, [r3])).toEqual({ status: 'pending' });
    expect((await as('author').post('/api/posts', { content: 'Still here' }).expect(403)).body.code).toBe(
      'ACCOUNT_SUSPENDED',
    );
    const notices = (await as('author').get('/api/user/notices').expect(200)).body as Array<{
      kind: string;
      until: string;
    }>;
    expect(notices).toEqual([expect.objectContaining({ kind: 'suspended' })]);
    expect(new Date(notices[0].until).getTime()).toBe(until);
  });

  it('lets only admins ban; a ban ends the author’s session', async () => {
    const postId = await newPost('author', 'Hate speech');
    const reportId = await report('m1', postId, 'harassment');
    expect(
      (await as('moderator').post(`/api/reports/${reportId}/actions`, { action: 'ban_author' }).expect(403)).body.code,
    ).toBe('BAN_IS_ADMIN_ONLY');
    await as('admin')
      .post(`/api/reports/${reportId}/actions`, { action: 'ban_author', note: 'Hate speech' })
      .expect(200);
    await as('author').get('/api/posts').expect(401);
    expect(await scalar(`SELECT is_banned AS "isBanned" FROM users WHERE id = $1`, [ids.author])).toEqual({
      isBanned: true,
    });
  });

  it('keeps moderators off reports about admins and moderators, and everybody off their own reports and posts', async () => {
    const adminPost = await newPost('admin2', 'An admin post');
    const onAdmin = await report('m1', adminPost);
    expect(
      (await as('moderator').post(`/api/reports/${onAdmin}/actions`, { action: 'dismiss' }).expect(403)).body.code,
    ).toBe('CANNOT_ACT_ON_STAFF');
    const modPost = await newPost('moderator2', 'A moderator post');
    const onMod = await report('m1', modPost);
    expect(
      (await as('moderator').post(`/api/reports/${onMod}/actions`, { action: 'remove_post' }).expect(403)).body.code,
    ).toBe('CANNOT_ACT_ON_STAFF');
    await as('admin').post(`/api/reports/${onMod}/actions`, { action: 'remove_post' }).expect(200);

    const authorPost = await newPost('author', 'A member post');
    const byModerator = await report('moderator', authorPost);
    expect(
      (await as('moderator').post(`/api/reports/${byModerator}/actions`, { action: 'dismiss' }).expect(403)).body.code,
    ).toBe('CANNOT_ACT_ON_OWN');
    const ownPost = await newPost('moderator', 'My own post');
    const onOwn = await report('m2', ownPost);
    expect(
      (await as('moderator').post(`/api/reports/${onOwn}/actions`, { action: 'dismiss' }).expect(403)).body.code,
    ).toBe('CANNOT_ACT_ON_OWN');
    const adminOwn = await newPost('admin', 'Admin own post');
    const onAdminOwn = await report('m2', adminOwn);
    expect(
      (await as('admin').post(`/api/reports/${onAdminOwn}/actions`, { action: 'dismiss' }).expect(403)).body.code,
    ).toBe('CANNOT_ACT_ON_OWN');
    await as('m1').post(`/api/reports/${onAdmin}/actions`, { action: 'dismiss' }).expect(403);
    await as('admin').post('/api/reports/not-a-uuid/actions', { action: 'dismiss' }).expect(404);
    await as('admin').post(`/api/reports/${onAdmin}/actions`, { action: 'explode' }).expect(400);
  });

  it("takes the spec's PATCH: reviewed, then resolved with the given note; a resolved report is closed", async () => {
    const postId = await newPost('author', 'Borderline post');
    const reportId = await report('m1', postId);
    expect(
      (await as('moderator').patch(`/api/reports/${reportId}`, { status: 'reviewed' }).expect(200)).body,
    ).toMatchObject({ action: 'review' });
    expect(await scalar(`SELECT status FROM post_reports WHERE id = $1`, [reportId])).toEqual({ status: 'reviewed' });
    await as('moderator')
      .patch(`/api/reports/${reportId}`, { status: 'resolved', actionTaken: 'Warned the member' })
      .expect(200);
    const [row] = (await as('moderator').get('/api/reports?status=resolved').expect(200)).body as Array<{
      actionTaken: string;
      resolvedBy: { displayName: string };
    }>;
    expect(row).toMatchObject({ actionTaken: 'Warned the member', resolvedBy: { displayName: 'moderator Test' } });
    expect(
      (await as('moderator').patch(`/api/reports/${reportId}`, { status: 'resolved' }).expect(409)).body.code,
    ).toBe('REPORT_ALREADY_RESOLVED');
    await as('moderator').patch(`/api/reports/${reportId}`, { status: 'pending' }).expect(400);
  });

  it('leaves report, post and user unchanged when the member update fails in the middle of a suspension', async () => {
    const postId = await newPost('author', 'Post of a member whose update will fail');
    const reportId = await report('m1', postId, 'harassment');
    await report('m2', postId, 'harassment');
    await t.dataSource.query(`
      CREATE FUNCTION test_refuse_user_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$`);
    await t.dataSource.query(`
      CREATE TRIGGER test_refuse_user_update BEFORE UPDATE ON users FOR EACH ROW
      WHEN (NEW.email = 'author@moderation.test') EXECUTE FUNCTION test_refuse_user_update()`);
    try {
      await as('admin').post(`/api/reports/${reportId}/actions`, { action: 'suspend_author' }).expect(500);
    } finally {
      await t.dataSource.query(`DROP TRIGGER test_refuse_user_update ON users`);
      await t.dataSource.query(`DROP FUNCTION test_refuse_user_update()`);
    }
    expect(await scalar(`SELECT count(*)::int AS n FROM post_reports WHERE status = 'pending'`)).toEqual({ n: 2 });
    expect(await scalar(`SELECT is_suspended AS "isSuspended" FROM users WHERE id = $1`, [ids.author])).toEqual({
      isSuspended: false,
    });
    expect(await scalar(`SELECT count(*)::int AS n FROM audit_log`)).toEqual({ n: 0 });
    expect(await scalar(`SELECT count(*)::int AS n FROM member_notices`)).toEqual({ n: 0 });
    await as('admin').post(`/api/reports/${reportId}/actions`, { action: 'suspend_author' }).expect(200);
  });

  itQuietAndBusy(
    'gives one result and one audit entry when two moderators act on the same report at once',
    async () => {
      for (let round = 0; round < 5; round++) {
        const postId = await newPost('author', `Contested post ${round}`);
        const reportId = await report('m1', postId);
        const statuses = await Promise.all([
          as('moderator')
            .post(`/api/reports/${reportId}/actions`, { action: 'dismiss' })
            .then((r) => r.status),
          as('moderator2')
            .post(`/api/reports/${reportId}/actions`, { action: 'remove_post' })
            .then((r) => r.status),
        ]);
        expect(statuses.sort()).toEqual([200, 409]);
        const entries = await scalar(`SELECT count(*)::int AS n FROM audit_log WHERE details ->> 'reportId' = $1`, [
          reportId,
        ]);
        expect(entries).toEqual({ n: 1 });
      }
    },
  );

  it('shows admins the audit log, newest first, filtered by action, actor and target; moderators may not', async () => {
    const p1 = await newPost('author', 'One');
    const p2 = await newPost('author2', 'Two');
    await as('moderator')
      .post(`/api/reports/${await report('m1', p1)}/actions`, { action: 'remove_post' })
      .expect(200);
    await as('admin')
      .post(`/api/reports/${await report('m2', p2)}/actions`, { action: 'suspend_author' })
      .expect(200);
    const all = await as('admin').get('/api/admin/audit').expect(200);
    expect(all.headers['x-total-count']).toBe('3');
    const actions = (all.body as Array<{ action: string }>).map((e) => e.action);
    expect(actions.slice(0, 2).sort()).toEqual(['report.suspend_author', 'user.suspended']);
    expect(actions[2]).toBe('report.remove_post');
    const reports = await as('admin').get('/api/admin/audit?action=report.').expect(200);
    expect((reports.body as Array<{ action: string }>).map((e) => e.action)).toEqual([
      'report.suspend_author',
      'report.remove_post',
    ]);
    const byModerator = await as('admin').get(`/api/admin/audit?actorId=${ids.moderator}`).expect(200);
    expect(byModerator.body).toEqual([
      expect.objectContaining({
        action: 'report.remove_post',
        actor: expect.objectContaining({ displayName: 'moderator Test' }),
        target: expect.objectContaining({ id: ids.author }),
      }),
    ]);
    expect(
      ((await as('admin').get(`/api/admin/audit?targetUserId=${ids.author2}`).expect(200)).body as unknown[]).length,
    ).toBe(2);
    await as('admin').get('/api/admin/audit?action=DROP%20TABLE').expect(400);
    await as('moderator').get('/api/admin/audit').expect(403);
  });
});
