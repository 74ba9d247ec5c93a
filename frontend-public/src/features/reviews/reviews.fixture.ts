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
 * X-Total-Count; the summary from the rows; the author's own review edited or deleted), for the specs: `reviews` is the
 * list itself, so a spec sees what a write did. `staffOf` lists the businesses of GET /api/user/staff-assignments.
 */
export function reviewsServer(
  reviews: Review[],
  { authorId = MEMBER_ID, staffOf = [] as string[], writes = [] as ReviewWrite[] } = {},
): Handler {
  return async (original) => {
    const request = original.clone();
    const url = new URL(request.url);
    const { pathname, searchParams } = url;
    if (request.method !== 'GET') {
      const text = await original.text();
      writes.push({ method: request.method, path: pathname, body: text ? (JSON.parse(text) as unknown) : undefined });
    }
    if (pathname === '/api/user/staff-assignments') {
      return json(staffOf.map((businessId, index) => ({ id: `s${index}`, businessId, businessType: 'destination' })));
    }
    if (pathname === '/api/reviews/summary') {
      const distribution = [1, 2, 3, 4, 5].map((stars) => reviews.filter((r) => r.stars === stars).length);
      const count = reviews.length;
      const mean = count ? Math.round((reviews.reduce((sum, r) => sum + r.stars, 0) / count) * 10) / 10 : null;
      return json({ rating: mean, reviewCount: count, distribution });
    }
    if (pathname === '/api/reviews' && request.method === 'GET') {
      const stars = Number(searchParams.get('stars') ?? 0);
      const sort = (searchParams.get('sort') ?? 'helpful') as ReviewSort;
      const matching = reviews.filter((r) => !stars || r.stars === stars).sort(ORDER[sort]);
      const offset = Number(searchParams.get('offset') ?? 0);
      const limit = Number(searchParams.get('limit') ?? 20);
      return json(matching.slice(offset, offset + limit), { headers: { 'X-Total-Count': String(matching.length) } });
    }
    if (pathname === '/api/reviews' && request.method === 'POST') {
      const body = (await request.json()) as Pick<Review, 'stars' | 'text' | 'visitMonth'>;
      if (reviews.some((r) => r.authorId === authorId)) {
        return json({ statusCode: 409, code: 'REVIEW_ALREADY_REVIEWED', message: 'Already' }, { status: 409 });
      }
      const created = reviewFixture({ ...body, authorId, authorName: 'Maria S.', createdAt: new Date().toISOString() });
      created.updatedAt = created.createdAt;
      reviews.push(created);
      return json(created, { status: 201 });
    }
    const match = /^\/api\/reviews\/([^/]+)$/.exec(pathname);
    const index = match ? reviews.findIndex((r) => r.id === decodeURIComponent(match[1])) : -1;
    if (index >= 0 && request.method === 'PATCH') {
      const body = (await request.json()) as Partial<Review>;
      reviews[index] = { ...reviews[index], ...body, updatedAt: new Date().toISOString() };
      return json(reviews[index]);
    }
    if (index >= 0 && request.method === 'DELETE') {
      reviews.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  };
}
