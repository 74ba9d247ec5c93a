import type { AuditEntryResponse, PersonResponse, QueueItemResponse, ReportResponse } from '@tara/api-client/admin';
import { json, mockFetch } from './fixtures';

const HOUR = 3_600_000;

export const person = (n: number, name = `Reporter${n} Reyes`): PersonResponse => ({
  id: `c000000${n}-0000-4000-8000-00000000000${n}`,
  displayName: name,
});

export const AUTHOR = { id: 'd0000001-0000-4000-8000-000000000001', displayName: 'Liza Manalo' };
export const OTHER_AUTHOR = { id: 'd0000002-0000-4000-8000-000000000002', displayName: 'Ramon Lacson' };

type Post = NonNullable<ReportResponse['post']>;
type Review = NonNullable<ReportResponse['review']>;

export function post(n: number, overrides: Partial<Post> = {}): Post {
  return {
    id: `e000000${n}-0000-4000-8000-00000000000${n}`,
    content: `Post number ${n} about sisig in Angeles`,
    imageUrl: null,
    status: 'visible',
    isHidden: false,
    createdAt: new Date(Date.now() - 72 * HOUR).toISOString(),
    author: AUTHOR,
    ...overrides,
  };
}

/** A reported review of a place (issue 32, item 6). */
export function review(n: number, overrides: Partial<Review> = {}): Review {
  return {
    id: `a000000${n}-0000-4000-8000-00000000000${n}`,
    stars: 1,
    text: `Review number ${n}: the falls were dry and the guide asked for more money`,
    status: 'published',
    place: { type: 'destination', id: `b000000${n}-0000-4000-8000-00000000000${n}`, name: 'Miyamit Falls' },
    createdAt: new Date(Date.now() - 96 * HOUR).toISOString(),
    author: AUTHOR,
    ...overrides,
  };
}

let nextId = 1;

/** One report as GET /api/reports answers it: about a post, or about a review. */
export function report(
  overrides: Partial<ReportResponse> & ({ post: Post; review?: null } | { review: Review; post?: null }),
): ReportResponse {
  const id = `f${String(nextId++).padStart(7, '0')}-0000-4000-8000-000000000000`;
  const author = (overrides.post ?? overrides.review)?.author ?? AUTHOR;
  return {
    id,
    postId: overrides.post?.id ?? null,
    reviewId: overrides.review?.id ?? null,
    post: null,
    review: null,
    reason: 'spam',
    description: null,
    status: 'pending',
    actionTaken: null,
    reportedUserId: author.id,
    reportedUser: author,
    reporter: person(1),
    createdAt: new Date(Date.now() - 48 * HOUR).toISOString(),
    resolvedAt: null,
    resolvedBy: null,
    ...overrides,
  };
}

const ACTION_NOTES: Record<string, string | null> = {
  review: null,
  dismiss: 'No action required',
  remove_post: 'Post removed',
  remove_review: 'Review removed',
  suspend_author: 'User suspended for 7 days',
  ban_author: 'User banned',
};

/**
 * A small fake of the moderation API over a list of reports: the queue folded per post or review (open reports,
 * pending first), the list by status with search and paging (X-Total-Count), the counts, PATCH and POST actions acting
 * on every open report of the post or review (and, for a sanction, of the author), and the audit log.
 */
export function fakeModerationApi(
  initial: ReportResponse[],
  {
    audit = [],
    refuse,
    extra,
  }: {
    audit?: AuditEntryResponse[];
    /** Answer an action with this error instead. */
    refuse?: { status: number; code: string; message: string };
    /** Other paths (auth, users, stats). */
    extra?: (request: Request) => Response | undefined | Promise<Response | undefined>;
  } = {},
) {
  const reports = initial.map((item) => ({ ...item }));
  const open = (item: ReportResponse) => item.status !== 'resolved';
  const subjectOf = (item: ReportResponse) => item.postId ?? item.reviewId;

  function queue(status: string | null, search: string): QueueItemResponse[] {
    const byPost = new Map<string, ReportResponse[]>();
    for (const item of reports.filter(open)) {
      if (status && item.status !== status) continue;
      if (search && !`${item.reason} ${item.description ?? ''}`.toLowerCase().includes(search)) continue;
      byPost.set(subjectOf(item) ?? '', [...(byPost.get(subjectOf(item) ?? '') ?? []), item]);
    }
    return [...byPost.values()].map((items) => {
      const reasons = new Map<string, number>();
      for (const item of items) reasons.set(item.reason, (reasons.get(item.reason) ?? 0) + 1);
      return {
        reportId: items[0].id,
        reportIds: items.map((item) => item.id),
        status: items.some((item) => item.status === 'pending') ? 'pending' : 'reviewed',
        reportCount: items.length,
        reasons: [...reasons].map(([reason, count]) => ({ reason, count })),
        reporters: items.map((item) => item.reporter),
        descriptions: items.map((item) => item.description ?? '').filter(Boolean),
        post: items[0].post,
        review: items[0].review,
        firstReportedAt: items[0].createdAt,
        lastReportedAt: items.at(-1)!.createdAt,
      };
    });
  }

  function act(id: string, action: string, note: string | null) {
    const target = reports.find((item) => item.id === id)!;
    const sanction = action === 'suspend_author' || action === 'ban_author';
    const affected = reports.filter(
      (item) =>
        open(item) &&
        (subjectOf(item) === subjectOf(target) || (sanction && item.reportedUserId === target.reportedUserId)),
    );
    for (const item of affected) {
      if (action === 'review') item.status = 'reviewed';
      else
        Object.assign(item, {
          status: 'resolved',
          actionTaken: note ?? ACTION_NOTES[action],
          resolvedAt: new Date().toISOString(),
        });
      if (action === 'remove_post' && item.post) item.post = { ...item.post, status: 'removed', isHidden: true };
      if (action === 'remove_review' && item.review) item.review = { ...item.review, status: 'removed' };
    }
    return {
      action,
      postId: target.postId,
      reviewId: target.reviewId,
      reportIds: affected.map((item) => item.id),
      actionTaken: note ?? ACTION_NOTES[action],
      suspendedUntil: null,
    };
  }

  const page = <T>(items: T[], url: URL) => {
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return json(items.slice(offset, offset + limit), { headers: { 'X-Total-Count': String(items.length) } });
  };

  const fetch = mockFetch(async (request) => {
    const url = new URL(request.url);
    const other = await extra?.(request);
    if (other) return other;
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    if (request.method === 'GET' && url.pathname === '/api/reports/queue')
      return page(queue(url.searchParams.get('status'), search), url);
    if (request.method === 'GET' && url.pathname === '/api/reports/stats') {
      const count = (status: string) => reports.filter((item) => item.status === status).length;
      return json({ pending: count('pending'), reviewed: count('reviewed'), resolved: count('resolved') });
    }
    if (request.method === 'GET' && url.pathname === '/api/reports') {
      const status = url.searchParams.get('status');
      const found = reports.filter(
        (item) =>
          (!status || item.status === status) &&
          (!search || `${item.reason} ${item.description ?? ''}`.toLowerCase().includes(search)),
      );
      return page(found, url);
    }
    if (request.method === 'GET' && url.pathname === '/api/admin/audit') {
      const action = url.searchParams.get('action');
      const actorId = url.searchParams.get('actorId');
      const targetUserId = url.searchParams.get('targetUserId');
      const found = audit.filter(
        (entry) =>
          (!action || (action.endsWith('.') ? entry.action.startsWith(action) : entry.action === action)) &&
          (!actorId || entry.actor?.id === actorId) &&
          (!targetUserId || entry.target?.id === targetUserId),
      );
      return page(found, url);
    }
    const patch = /^\/api\/reports\/([^/]+)$/.exec(url.pathname);
    const post = /^\/api\/reports\/([^/]+)\/actions$/.exec(url.pathname);
    if ((request.method === 'PATCH' && patch) || (request.method === 'POST' && post)) {
      if (refuse) return json({ statusCode: refuse.status, ...refuse }, { status: refuse.status });
      const body = await request.json();
      if (patch)
        return json(act(patch[1], body.status === 'reviewed' ? 'review' : 'dismiss', body.actionTaken ?? null));
      return json(act(post![1], body.action, body.note ?? null));
    }
    if (request.method === 'GET' && url.pathname === '/api/posts/stats')
      return json({ activeMembers: 9, todaysPosts: 2, totalPosts: 42 });
    return json(
      { statusCode: 404, code: 'NOT_FOUND', message: `No fake for ${request.method} ${url.pathname}` },
      { status: 404 },
    );
  });
  return { fetch, reports };
}
