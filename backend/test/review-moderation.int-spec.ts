import request from 'supertest';
import { Role } from '../src/shared/domain/role.js';
import { testAppPerFile } from './support/app-per-file.js';
import { signInPeople, type PersonOptions, type SignedInPeople } from './support/reviews.js';
import { resetDatabase } from './support/test-database.js';

interface ReviewQueueItem {
  reportId: string;
  reportIds: string[];
  status: string;
  reportCount: number;
  post: null;
  review: {
    id: string;
    stars: number;
    text: string;
    status: string;
    place: { type: string; id: string; name: string };
    author: { id: string; displayName: string };
  };
}

const MISSING_ID = '00000000-0000-4000-8000-00000000dead';

/**
 * Issue 32, item 6: a review is reported like a post, folds into the same queue per review, and the same actions
 * (dismiss, remove, suspend or ban the author) change it in one transaction with the audit log; a removed review
 * leaves its place's rating and count at once.
 */
describe('moderation of reviews: reports, queue, actions, audit (real PostgreSQL)', () => {
  const t = testAppPerFile();
  let placeId: string;
  let people: SignedInPeople<Who>;
  let ids: SignedInPeople<Who>['ids'];
  const roles = {
    admin: Role.Admin,
    moderator: Role.Moderator,
    editor: Role.Editor,
    author: Role.VerifiedBlogger,
    m1: Role.User,
    m2: Role.User,
    m3: Role.User,
  } as const;
  type Who = keyof typeof roles;
  /** Each named after their key (`author Test`), with accounts a month old. */
  const accounts = Object.fromEntries(
    Object.entries(roles).map(([name, role]) => [
      name,
      { role, firstName: name, lastName: 'Test', createdAt: new Date(Date.now() - 30 * 86_400_000) },
    ]),
  ) as Record<Who, PersonOptions>;

  const as = (who: Who) => people.as(who);
  const scalar = async (sql: string, params: unknown[] = []) =>
    ((await t.dataSource.query(sql, params)) as Array<Record<string, unknown>>)[0];
  const writeReview = async (who: Who, stars: number, text = `${who} found the crater lake worth the climb.`) =>
    (
      (await as(who).post('/api/reviews', { destinationId: placeId, stars, text, visitMonth: '2026-03' }).expect(201))
        .body as { id: string }
    ).id;
  const reportReview = async (who: Who, reviewId: string, reason = 'spam') =>
    (
      (await as(who).post('/api/reports', { reviewId, reason, description: 'Paid review' }).expect(201)).body as {
        id: string;
      }
    ).id;
  const act = (who: Who, reportId: string, action: string, note?: string) =>
    as(who).post(`/api/reports/${reportId}/actions`, { action, ...(note ? { note } : {}) });
  const figures = async () =>
    scalar(`SELECT rating::float AS rating, review_count AS "reviewCount" FROM destinations WHERE id = $1`, [placeId]);
  const queue = async () => (await as('moderator').get('/api/reports/queue').expect(200)).body as ReviewQueueItem[];

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    people = await signInPeople(t, accounts, 'review-moderation.test');
    ids = people.ids;
    [{ id: placeId }] = (await t.dataSource.query(
      `INSERT INTO destinations (name) VALUES ('Mount Arayat National Park') RETURNING id`,
    )) as Array<{ id: string }>;
  });

  it("files a review's report once per member, never on one's own, and shows it in the queue beside posts", async () => {
    const reviewId = await writeReview('author', 1, 'Terrible place, visit my shop instead: cheap-tours.example');
    await reportReview('m1', reviewId, 'spam');
    const again = await as('m1').post('/api/reports', { reviewId, reason: 'harassment' }).expect(409);
    expect(again.body.code).toBe('REVIEW_ALREADY_REPORTED');
    expect((await as('author').post('/api/reports', { reviewId, reason: 'spam' }).expect(400)).body.code).toBe(
      'CANNOT_REPORT_OWN_REVIEW',
    );
    expect((await as('m2').post('/api/reports', { reviewId: MISSING_ID, reason: 'spam' }).expect(404)).body.code).toBe(
      'REPORTED_REVIEW_NOT_FOUND',
    );
    for (const body of [{ reason: 'spam' }, { reviewId, postId: MISSING_ID, reason: 'spam' }])
      expect((await as('m2').post('/api/reports', body).expect(400)).body.code).toBe('REPORT_SUBJECT_REQUIRED');
    await as('m2').post('/api/reports', { reviewId: 'not-a-uuid', reason: 'spam' }).expect(400);
    await as('m2').post('/api/reports', { reviewId, reason: 'rude' }).expect(400);
    await reportReview('m2', reviewId, 'misinformation');
    const postId = (
      (await as('editor').post('/api/posts', { content: 'Road closed at Magalang' }).expect(201)).body as { id: string }
    ).id;
    await as('m3').post('/api/reports', { postId, reason: 'misinformation' }).expect(201);

    // A reported review stays shown (members' reports alone never move a rating).
    expect(await figures()).toEqual({ rating: 1, reviewCount: 1 });
    const items = await queue();
    expect(items).toHaveLength(2);
    const item = items.find((candidate) => candidate.review) as ReviewQueueItem;
    expect(item).toMatchObject({
      status: 'pending',
      reportCount: 2,
      post: null,
      review: {
        id: reviewId,
        stars: 1,
        text: 'Terrible place, visit my shop instead: cheap-tours.example',
        status: 'published',
        place: { type: 'destination', id: placeId, name: 'Mount Arayat National Park' },
        author: { id: ids.author, displayName: 'author Test' },
      },
    });
    expect(items.find((candidate) => !candidate.review)).toMatchObject({ post: { id: postId }, review: null });
    expect((await as('moderator').get('/api/reports/stats').expect(200)).body).toEqual({
      pending: 3,
      reviewed: 0,
      resolved: 0,
    });
    const listed = (await as('moderator').get('/api/reports?search=paid').expect(200)).body as Array<{
      postId: string | null;
      reviewId: string;
      review: { place: { name: string } };
    }>;
    expect(listed).toHaveLength(2);
    expect(listed.every((row) => row.postId === null && row.reviewId === reviewId)).toBe(true);
    expect(listed[0].review.place.name).toBe('Mount Arayat National Park');
  });

  it('dismisses: the reports are resolved, the review and its place are untouched, one audit entry', async () => {
    const reviewId = await writeReview('author', 2);
    const reportId = await reportReview('m1', reviewId);
    await reportReview('m2', reviewId);
    await act('moderator', reportId, 'review').expect(200);
    expect((await queue())[0].status).toBe('reviewed');
    const acted = await act('moderator', reportId, 'dismiss').expect(200);
    expect(acted.body).toMatchObject({ action: 'dismiss', postId: null, reviewId, actionTaken: 'No action required' });
    expect(
      await scalar(`SELECT count(*)::int AS n FROM post_reports WHERE status = 'resolved' AND outcome = 'dismissed'`),
    ).toEqual({ n: 2 });
    expect(await scalar(`SELECT status FROM reviews WHERE id = $1`, [reviewId])).toEqual({ status: 'published' });
    expect(await figures()).toEqual({ rating: 2, reviewCount: 1 });
    expect(await queue()).toEqual([]);
    const audit = (await as('admin').get('/api/admin/audit?action=report.').expect(200)).body as Array<{
      action: string;
      details: Record<string, unknown>;
    }>;
    expect(audit.map((entry) => entry.action)).toEqual(['report.dismiss', 'report.review']);
    expect(audit[0].details).toMatchObject({ reportId, reviewId, note: 'No action required' });
    expect(audit[0].details.postId).toBeUndefined();
    const resolved = (await as('moderator').get('/api/reports?status=resolved').expect(200)).body as Array<{
      review: { id: string };
    }>;
    expect(resolved.map((row) => row.review.id)).toEqual([reviewId, reviewId]);
  });

  it('removes a review: out of the rating, the list and the summary at once; its author is told and may review again', async () => {
    const removed = await writeReview('author', 1);
    await writeReview('m1', 5);
    await writeReview('m2', 4);
    expect(await figures()).toEqual({ rating: 3.3, reviewCount: 3 });
    const reportId = await reportReview('m3', removed);
    await reportReview('m1', removed, 'harassment');

    // remove_post is a post's removal: refused on a review, nothing written.
    expect((await act('moderator', reportId, 'remove_post').expect(400)).body.code).toBe('INVALID_REPORT_UPDATE');
    const acted = await act('moderator', reportId, 'remove_review', 'Advertising').expect(200);
    expect(acted.body).toMatchObject({ action: 'remove_review', reviewId: removed, actionTaken: 'Advertising' });
    expect((acted.body as { reportIds: string[] }).reportIds).toHaveLength(2);

    expect(await figures()).toEqual({ rating: 4.5, reviewCount: 2 });
    expect(
      await scalar(`SELECT stars_1 + stars_2 + stars_3 + stars_4 + stars_5 AS n, stars_1 AS s1 FROM review_stats`),
    ).toEqual({ n: 2, s1: 0 });
    const list = (await request(t.http).get(`/api/reviews?destinationId=${placeId}`).expect(200)).body as Array<{
      id: string;
    }>;
    expect(list.map((review) => review.id)).not.toContain(removed);
    expect(list).toHaveLength(2);
    const summary = await request(t.http).get(`/api/reviews/summary?destinationId=${placeId}`).expect(200);
    expect(summary.body).toMatchObject({ rating: 4.5, reviewCount: 2, distribution: [0, 0, 0, 1, 1] });
    expect(await scalar(`SELECT status FROM reviews WHERE id = $1`, [removed])).toEqual({ status: 'removed' });
    expect(
      await scalar(`SELECT count(*)::int AS n FROM post_reports WHERE status = 'resolved' AND outcome = 'upheld'`),
    ).toEqual({ n: 2 });

    const notices = (await as('author').get('/api/user/notices').expect(200)).body as Array<Record<string, unknown>>;
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'review_removed', reason: 'Advertising', postExcerpt: null }),
    ]);
    expect(notices[0].reviewExcerpt).toBe('author found the crater lake worth the climb.');
    const [entry] = (await as('admin').get('/api/admin/audit?action=report.remove_review').expect(200)).body as Array<{
      target: { id: string };
      details: Record<string, unknown>;
    }>;
    expect(entry).toMatchObject({ target: { id: ids.author }, details: { reportId, reviewId: removed } });

    // Acting again is a conflict; a report on a removed review is not found; the author may write a new review.
    expect((await act('admin', reportId, 'dismiss').expect(409)).body.code).toBe('REPORT_ALREADY_RESOLVED');
    expect((await as('m2').post('/api/reports', { reviewId: removed, reason: 'spam' }).expect(404)).body.code).toBe(
      'REPORTED_REVIEW_NOT_FOUND',
    );
    await writeReview('author', 3, 'Went back after the rains, the trail was fine this time.');
    expect(await figures()).toEqual({ rating: 4, reviewCount: 3 });
  });

  it("suspends or bans a review's author, resolving all their open reports; the review stays", async () => {
    const reviewId = await writeReview('author', 1);
    const reportId = await reportReview('m1', reviewId);
    const postId = (
      (await as('author').post('/api/posts', { content: 'Cheap tours here' }).expect(201)).body as {
        id: string;
      }
    ).id;
    await as('m2').post('/api/reports', { postId, reason: 'spam' }).expect(201);

    expect((await act('moderator', reportId, 'ban_author').expect(403)).body.code).toBe('BAN_IS_ADMIN_ONLY');
    await act('m1', reportId, 'suspend_author').expect(403);
    const acted = await act('moderator', reportId, 'suspend_author').expect(200);
    expect((acted.body as { reportIds: string[] }).reportIds).toHaveLength(2);
    expect(acted.body.suspendedUntil).toEqual(expect.any(String));
    expect(await scalar(`SELECT is_suspended AS s FROM users WHERE id = $1`, [ids.author])).toEqual({ s: true });
    expect(await scalar(`SELECT count(*)::int AS n FROM post_reports WHERE status <> 'resolved'`)).toEqual({ n: 0 });
    expect(await scalar(`SELECT status FROM reviews WHERE id = $1`, [reviewId])).toEqual({ status: 'published' });
    const [notice] = (await as('author').get('/api/user/notices').expect(200)).body as Array<{ kind: string }>;
    expect(notice.kind).toBe('suspended');

    const other = await writeReview('m2', 2);
    const second = await reportReview('m3', other);
    await act('admin', second, 'ban_author').expect(200);
    expect(await scalar(`SELECT is_banned AS b FROM users WHERE id = $1`, [ids.m2])).toEqual({ b: true });
    expect(
      (
        (await as('admin').get(`/api/admin/audit?targetUserId=${ids.m2}`).expect(200)).body as Array<{
          action: string;
        }>
      )
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['report.ban_author', 'user.banned']);
  });

  it('keeps the staff rule: a moderator cannot act on a review by staff or on their own; an admin can', async () => {
    const reviewId = await writeReview('editor', 2);
    const reportId = await reportReview('m1', reviewId);
    expect((await act('moderator', reportId, 'remove_review').expect(403)).body.code).toBe('CANNOT_ACT_ON_STAFF');
    const own = await writeReview('moderator', 2, 'The moderator went there too and it rained all day.');
    const ownReport = await reportReview('m2', own);
    expect((await act('moderator', ownReport, 'remove_review').expect(403)).body.code).toBe('CANNOT_ACT_ON_OWN');
    await act('admin', reportId, 'remove_review').expect(200);
    expect(await figures()).toEqual({ rating: 2, reviewCount: 1 });
  });

  it('writes nothing when a removal fails half-way: review, figures, reports, notices and audit stay as they were', async () => {
    const reviewId = await writeReview('author', 1);
    await writeReview('m1', 5);
    const reportId = await reportReview('m2', reviewId);
    const before = await figures();
    await t.dataSource.query(`
      CREATE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$`);
    await t.dataSource.query(
      `CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_refuse_audit()`,
    );
    try {
      await act('moderator', reportId, 'remove_review').expect(500);
    } finally {
      await t.dataSource.query(`DROP TRIGGER test_refuse_audit ON audit_log`);
      await t.dataSource.query(`DROP FUNCTION test_refuse_audit()`);
    }
    expect(await scalar(`SELECT status FROM reviews WHERE id = $1`, [reviewId])).toEqual({ status: 'published' });
    expect(await figures()).toEqual(before);
    expect(await scalar(`SELECT stars_1 AS s1 FROM review_stats`)).toEqual({ s1: 1 });
    expect(await scalar(`SELECT status FROM post_reports WHERE id = $1`, [reportId])).toEqual({ status: 'pending' });
    expect(await scalar(`SELECT count(*)::int AS n FROM member_notices`)).toEqual({ n: 0 });
    expect(await scalar(`SELECT count(*)::int AS n FROM audit_log`)).toEqual({ n: 0 });
    await act('moderator', reportId, 'remove_review').expect(200);
    expect(await figures()).toEqual({ rating: 5, reviewCount: 1 });
  });

  it("takes a review's reports with it when its author deletes it", async () => {
    const reviewId = await writeReview('author', 1);
    await reportReview('m1', reviewId);
    await as('author').post('/api/reports', {}).expect(400);
    await as('author').delete(`/api/reviews/${reviewId}`).expect(204);
    expect(await scalar(`SELECT count(*)::int AS n FROM post_reports`)).toEqual({ n: 0 });
    expect(await queue()).toEqual([]);
  });
});
