import request from 'supertest';
import { Role } from '../../src/shared/domain/role.js';
import { insertUser, signIn } from './auth-helpers.js';
import type { TestApp } from './test-app.js';

export const REVIEW_TEXT = 'Crisp sisig, sour calamansi and a long table of families on a Sunday.';
const DAY = 86_400_000;

/** The people of the reviews' feedback specs: members, a suspended one, and the partner staff of the café. */
export const REVIEW_PEOPLE = {
  ana: { role: Role.User, firstName: 'Ana', lastName: 'Santos' },
  ben: { role: Role.User, firstName: 'Ben', lastName: null },
  cai: { role: Role.VerifiedBlogger, firstName: 'Cai', lastName: 'Reyes' },
  mod: { role: Role.Moderator, firstName: 'Mo', lastName: 'Derator' },
  staff: { role: Role.User, firstName: 'Sol', lastName: 'Staff' },
  guide: { role: Role.User, firstName: 'Gabe', lastName: 'Guide' },
  held: { role: Role.User, firstName: 'Held', lastName: 'Back', suspendedUntil: new Date(Date.now() + 3 * DAY) },
} as const;
export type ReviewPerson = keyof typeof REVIEW_PEOPLE;

export interface ReviewScene {
  readonly ids: Record<ReviewPerson, string>;
  readonly cookies: Record<ReviewPerson, string>;
  readonly destinationId: string;
  readonly serviceId: string;
  /** Requests as one of the people (their session cookie set). */
  as(who: ReviewPerson): {
    get(url: string): request.Test;
    post(url: string, body?: object): request.Test;
    put(url: string, body?: object): request.Test;
    patch(url: string, body: object): request.Test;
    delete(url: string): request.Test;
  };
  /** POST /api/reviews as `who` (201 expected), answering the review's id. */
  review(who: ReviewPerson, place: { destinationId: string } | { serviceId: string }, extra?: object): Promise<string>;
}

/**
 * A clean scene on a reset database: the people signed in, Mount Arayat (a destination, whose staff is `guide`) and
 * Everybody's Cafe (a service, whose staff is `staff`).
 */
export async function reviewScene(t: TestApp): Promise<ReviewScene> {
  const ids = {} as Record<ReviewPerson, string>;
  const cookies = {} as Record<ReviewPerson, string>;
  for (const [who, person] of Object.entries(REVIEW_PEOPLE) as Array<[ReviewPerson, object]>) {
    ids[who] = await insertUser(t.dataSource, { email: `${who}@example.com`, ...person });
    cookies[who] = await signIn(t.http, `${who}@example.com`);
  }
  const [{ id: destinationId }] = (await t.dataSource.query(
    `INSERT INTO destinations (name) VALUES ('Mount Arayat') RETURNING id`,
  )) as Array<{ id: string }>;
  const [{ id: serviceId }] = (await t.dataSource.query(
    `INSERT INTO services (name, slug) VALUES ('Everybody''s Cafe', 'everybodys-cafe') RETURNING id`,
  )) as Array<{ id: string }>;
  await t.dataSource.query(
    `INSERT INTO coupon_partner_staff (user_id, business_type, service_id, created_at) VALUES ($1, 'service', $2, now())`,
    [ids.staff, serviceId],
  );
  await t.dataSource.query(
    `INSERT INTO coupon_partner_staff (user_id, business_type, destination_id, created_at)
     VALUES ($1, 'destination', $2, now())`,
    [ids.guide, destinationId],
  );
  const as = (who: ReviewPerson) => ({
    get: (url: string) => request(t.http).get(url).set('Cookie', cookies[who]),
    post: (url: string, body?: object) => request(t.http).post(url).set('Cookie', cookies[who]).send(body),
    put: (url: string, body?: object) => request(t.http).put(url).set('Cookie', cookies[who]).send(body),
    patch: (url: string, body: object) => request(t.http).patch(url).set('Cookie', cookies[who]).send(body),
    delete: (url: string) => request(t.http).delete(url).set('Cookie', cookies[who]),
  });
  const review = async (who: ReviewPerson, place: object, extra: object = {}) => {
    const res = await as(who)
      .post('/api/reviews', { ...place, stars: 4, text: REVIEW_TEXT, visitMonth: '2026-01', ...extra })
      .expect(201);
    return (res.body as { id: string }).id;
  };
  return { ids, cookies, destinationId, serviceId, as, review };
}
