import type { Review, ReviewPlace, ReviewSort } from './reviews.api';

export const PLACE: ReviewPlace = { type: 'destination', id: 'd0000000-0000-4000-8000-00000000000a' };
export const MEMBER_ID = 'a0000000-0000-4000-8000-000000000001';

let next = 0;

/** A published review of PLACE as GET /api/reviews answers it (4 stars from Ana D. unless overridden). */
export function reviewFixture(overrides: Partial<Review> = {}): Review {
  next += 1;
  const id = `e0000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  const createdAt = new Date(Date.UTC(2026, 9, 1) + next * 3600_000).toISOString();
  return {
    id,
    authorId: `b0000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    authorName: 'Ana D.',
    placeId: PLACE.id,
    placeType: PLACE.type,
    stars: 4,
    text: 'The old church at dusk was worth the drive; the sisig nearby too.',
    visitMonth: '2026-03',
    helpfulCount: 0,
    photos: [],
    reply: null,
    status: 'published',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** A write the fake server took: its method, path and JSON body. */
export interface ReviewWrite {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: Request) => Response | Promise<Response>;

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

const ORDER: Record<ReviewSort, (a: Review, b: Review) => number> = {
  helpful: (a, b) => b.helpfulCount - a.helpfulCount || b.createdAt.localeCompare(a.createdAt),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  highest: (a, b) => b.stars - a.stars || b.createdAt.localeCompare(a.createdAt),
  lowest: (a, b) => a.stars - b.stars || b.createdAt.localeCompare(a.createdAt),
};

/**
 * The reviews endpoints over an in-memory list, by the rules of docs/reviews.md (sort, stars, limit/offset with
 * X-Total-Count; the summary from the published rows; the author's own review read by /mine, edited or deleted), for
 * the specs: `reviews` is the list itself, so a spec sees what a write did. `staffOf` lists the businesses of
 * GET /api/user/staff-assignments.
 */
export function reviewsServer(
  reviews: Review[],
  { authorId = MEMBER_ID, staffOf = [] as string[], writes = [] as ReviewWrite[], votes = new Set<string>() } = {},
): Handler {
  return async (original) => {
    const request = original.clone();
    const url = new URL(request.url);
    const { pathname, searchParams } = url;
    const raw = request.method === 'GET' ? '' : await original.text();
    const body = raw ? (JSON.parse(raw) as unknown) : undefined;
    if (request.method !== 'GET') writes.push({ method: request.method, path: pathname, body });
    if (pathname === '/api/user/staff-assignments') {
      return json(staffOf.map((businessId, index) => ({ id: `s${index}`, businessId, businessType: 'destination' })));
    }
    if (pathname === '/api/reviews/summary') {
      const published = reviews.filter((r) => r.status === 'published');
      const distribution = [1, 2, 3, 4, 5].map((stars) => published.filter((r) => r.stars === stars).length);
      const count = published.length;
      const mean = count ? Math.round((published.reduce((sum, r) => sum + r.stars, 0) / count) * 10) / 10 : null;
      return json({ rating: mean, reviewCount: count, distribution });
    }
    if (pathname === '/api/reviews/mine') {
      const own = reviews.find((r) => r.authorId === authorId && r.status !== 'removed');
      return own ? json(own) : new Response(null, { status: 204 });
    }
    if (pathname === '/api/reviews' && request.method === 'GET') {
      const stars = Number(searchParams.get('stars') ?? 0);
      const sort = (searchParams.get('sort') ?? 'helpful') as ReviewSort;
      const published = reviews.filter((r) => r.status === 'published');
      const matching = published.filter((r) => !stars || r.stars === stars).sort(ORDER[sort]);
      const offset = Number(searchParams.get('offset') ?? 0);
      const limit = Number(searchParams.get('limit') ?? 20);
      return json(matching.slice(offset, offset + limit), { headers: { 'X-Total-Count': String(matching.length) } });
    }
    if (pathname === '/api/reviews' && request.method === 'POST') {
      const fields = withPhotos(body);
      if (reviews.some((r) => r.authorId === authorId && r.status !== 'removed')) {
        return json({ statusCode: 409, code: 'REVIEW_ALREADY_REVIEWED', message: 'Already' }, { status: 409 });
      }
      const created = reviewFixture({
        ...fields,
        authorId,
        authorName: 'Maria S.',
        createdAt: new Date().toISOString(),
      });
      created.updatedAt = created.createdAt;
      reviews.push(created);
      return json(created, { status: 201 });
    }
    const feedback = feedbackAnswer(reviews, { method: request.method, pathname, body }, authorId, votes);
    if (feedback) return feedback;
    const match = /^\/api\/reviews\/([^/]+)$/.exec(pathname);
    const index = match ? reviews.findIndex((r) => r.id === decodeURIComponent(match[1])) : -1;
    if (index >= 0 && request.method === 'PATCH') {
      reviews[index] = { ...reviews[index], ...withPhotos(body), updatedAt: new Date().toISOString() };
      return json(reviews[index]);
    }
    if (index >= 0 && request.method === 'DELETE') {
      reviews.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  };
}

/** A photo of a review as the API answers it: the upload's id, a 480 px thumbnail and the 1,600 px image. */
export function photoFixture(id: string) {
  return {
    id,
    url: `/api/reviews/photos/${id}.webp`,
    thumbnailUrl: `/api/reviews/photos/${id}-t.webp`,
    width: 1600,
    height: 1200,
  };
}

/** A POST or PATCH body as the review it makes: photoIds become photos. */
function withPhotos(body: unknown): Partial<Review> {
  const { photoIds, ...fields } = body as Partial<Review> & { photoIds?: string[] };
  return photoIds ? { ...fields, photos: photoIds.map(photoFixture) } : fields;
}

/**
 * Helpful votes (PUT/DELETE /api/reviews/{id}/helpful, GET /api/reviews/my-votes: idempotent, never one's own), the
 * business's reply (PUT/DELETE /api/reviews/{id}/reply; 'Kusina ni Apung Irene' replies) and reports (POST
 * /api/reports, once per review), over the same list; undefined for any other request.
 */
function feedbackAnswer(
  reviews: Review[],
  { method, pathname, body }: { method: string; pathname: string; body: unknown },
  authorId: string,
  votes: Set<string>,
): Response | undefined {
  if (pathname === '/api/reviews/my-votes') return json({ reviewIds: [...votes] });
  if (pathname === '/api/reports' && method === 'POST') return json({ id: 'r1' }, { status: 201 });
  const match = /^\/api\/reviews\/([^/]+)\/(helpful|reply)$/.exec(pathname);
  const review = match ? reviews.find((r) => r.id === decodeURIComponent(match[1])) : undefined;
  if (!match || !review) return undefined;
  if (match[2] === 'helpful') {
    if (review.authorId === authorId)
      return json({ statusCode: 403, code: 'REVIEW_OWN_VOTE', message: 'Own review' }, { status: 403 });
    const had = votes.has(review.id);
    if (method === 'PUT' && !had) votes.add(review.id);
    if (method === 'DELETE' && had) votes.delete(review.id);
    review.helpfulCount += (votes.has(review.id) ? 1 : 0) - (had ? 1 : 0);
    return json({ helpfulCount: review.helpfulCount, votedByMe: votes.has(review.id) });
  }
  if (method === 'DELETE') {
    review.reply = null;
    return new Response(null, { status: 204 });
  }
  const now = new Date().toISOString();
  const text = (body as { text: string }).text;
  review.reply = review.reply
    ? { ...review.reply, text, editedAt: now }
    : { businessName: 'Kusina ni Apung Irene', text, repliedAt: now, editedAt: null };
  return json(review.reply);
}
