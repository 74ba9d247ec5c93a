import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Role } from '../../src/shared/domain/role.js';
import { hashSecretToken } from '../../src/shared/domain/secret-token.js';
import { insertUser, signIn, type TestUserOptions } from './auth-helpers.js';
import type { TestApp } from './test-app.js';

/**
 * The set-up the reviews' integration specs share: members created and signed in, the scene of a destination and a
 * café with their partner staff, hundreds of members with API tokens for the bursts, and the place's figures compared
 * with its published rows.
 */

export const REVIEW_TEXT = 'Crisp sisig, sour calamansi and a long table of families on a Sunday.';
const DAY = 86_400_000;

/** A person of a spec: who they are, without the email (made from their key). */
export type PersonOptions = Omit<TestUserOptions, 'email'>;

/** Requests with one person's session cookie set. */
export interface MemberRequests {
  get(url: string): request.Test;
  post(url: string, body?: object): request.Test;
  put(url: string, body?: object): request.Test;
  patch(url: string, body: object): request.Test;
  delete(url: string): request.Test;
}

export interface SignedInPeople<W extends string> {
  readonly ids: Record<W, string>;
  readonly cookies: Record<W, string>;
  /** Requests as one of the people. */
  as(who: W): MemberRequests;
}

/** The requests of whoever holds `cookie`. */
export function withCookie(t: TestApp, cookie: string): MemberRequests {
  return {
    get: (url) => request(t.http).get(url).set('Cookie', cookie),
    post: (url, body) => request(t.http).post(url).set('Cookie', cookie).send(body),
    put: (url, body) => request(t.http).put(url).set('Cookie', cookie).send(body),
    patch: (url, body) => request(t.http).patch(url).set('Cookie', cookie).send(body),
    delete: (url) => request(t.http).delete(url).set('Cookie', cookie),
  };
}

/** Inserts each person as `{key}@{domain}` (password TEST_PASSWORD) and signs them all in. */
export async function signInPeople<W extends string>(
  t: TestApp,
  people: Record<W, PersonOptions>,
  domain = 'example.com',
): Promise<SignedInPeople<W>> {
  const entries = Object.entries(people) as Array<[W, PersonOptions]>;
  const ids = {} as Record<W, string>;
  const cookies = {} as Record<W, string>;
  for (const [who, person] of entries)
    ids[who] = await insertUser(t.dataSource, { email: `${who}@${domain}`, ...person });
  await Promise.all(entries.map(async ([who]) => (cookies[who] = await signIn(t.http, `${who}@${domain}`))));
  return { ids, cookies, as: (who) => withCookie(t, cookies[who]) };
}

/** The people of the reviews' specs: members, a moderator, a suspended member, and the partner staff of the places. */
export const REVIEW_PEOPLE = {
  ana: { role: Role.User, firstName: 'Ana', lastName: 'Santos' },
  ben: { role: Role.User, firstName: 'Ben', lastName: null },
  cai: { role: Role.VerifiedBlogger, firstName: 'Cai', lastName: 'Reyes' },
  mod: { role: Role.Moderator, firstName: 'Mo', lastName: 'Derator' },
  staff: { role: Role.User, firstName: 'Sol', lastName: 'Staff' },
  guide: { role: Role.User, firstName: 'Gabe', lastName: 'Guide' },
  held: { role: Role.User, firstName: 'Held', lastName: 'Back', suspendedUntil: new Date(Date.now() + 3 * DAY) },
} as const satisfies Record<string, PersonOptions>;
export type ReviewPerson = keyof typeof REVIEW_PEOPLE;

export interface ReviewScene extends SignedInPeople<ReviewPerson> {
  readonly destinationId: string;
  readonly serviceId: string;
  /** POST /api/reviews as `who` (201 expected), answering the review's id. */
  review(who: ReviewPerson, place: { destinationId: string } | { serviceId: string }, extra?: object): Promise<string>;
}

/**
 * A clean scene (call it on a reset database): the people signed in (`changes` alters some of them), Mount Arayat (a
 * destination, whose staff is `guide`) and Everybody's Cafe (a service, whose staff is `staff`).
 */
export async function reviewScene(
  t: TestApp,
  changes: Partial<Record<ReviewPerson, Partial<PersonOptions>>> = {},
): Promise<ReviewScene> {
  const people = Object.fromEntries(
    Object.entries(REVIEW_PEOPLE).map(([who, person]) => [who, { ...person, ...changes[who as ReviewPerson] }]),
  ) as Record<ReviewPerson, PersonOptions>;
  const signedIn = await signInPeople(t, people);
  const [{ id: destinationId }] = (await t.dataSource.query(
    `INSERT INTO destinations (name) VALUES ('Mount Arayat') RETURNING id`,
  )) as Array<{ id: string }>;
  const [{ id: serviceId }] = (await t.dataSource.query(
    `INSERT INTO services (name, slug) VALUES ('Everybody''s Cafe', 'everybodys-cafe') RETURNING id`,
  )) as Array<{ id: string }>;
  await t.dataSource.query(
    `INSERT INTO coupon_partner_staff (user_id, business_type, service_id, created_at) VALUES ($1, 'service', $2, now())`,
    [signedIn.ids.staff, serviceId],
  );
  await t.dataSource.query(
    `INSERT INTO coupon_partner_staff (user_id, business_type, destination_id, created_at)
     VALUES ($1, 'destination', $2, now())`,
    [signedIn.ids.guide, destinationId],
  );
  const review = async (who: ReviewPerson, place: object, extra: object = {}) => {
    const res = await signedIn
      .as(who)
      .post('/api/reviews', { ...place, stars: 4, text: REVIEW_TEXT, visitMonth: '2026-01', ...extra })
      .expect(201);
    return (res.body as { id: string }).id;
  };
  return { ...signedIn, destinationId, serviceId, review };
}

/** An account of the bursts: its id and API token (send as `Authorization: Bearer`). */
export interface BulkAccount {
  readonly id: string;
  readonly token: string;
}

/**
 * `n` accounts of `role` at once (emails `{prefix}-{n}@reviews.test`, created 30 days ago), each with an API token:
 * one statement each for users and tokens, so hundreds of members cost no sign-in.
 */
export async function bulkAccounts(t: TestApp, prefix: string, n: number, role = 'user'): Promise<BulkAccount[]> {
  const tokens = Array.from({ length: n }, (_, i) => `tp_${prefix}_${i}_${randomUUID()}`);
  const rows: Array<{ id: string }> = await t.dataSource.query(
    `INSERT INTO users (email, role, created_at)
     SELECT $2 || '-' || g || '@reviews.test', $3, now() - interval '30 days' FROM generate_series(1, $1) g
     RETURNING id`,
    [n, prefix, role],
  );
  await t.dataSource.query(
    `INSERT INTO api_tokens (user_id, name, token_hash) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])`,
    [rows.map((row) => row.id), tokens.map(() => 'bulk'), tokens.map(hashSecretToken)],
  );
  return rows.map((row, i) => ({ id: row.id, token: tokens[i] }));
}

/** A destination's rating, review count and five bars (1 to 5 stars). */
export interface PlaceFigures {
  readonly rating: number | null;
  readonly reviewCount: number;
  readonly bars: number[];
}

/**
 * A destination's stored figures (its rating and count, the bars of review_stats), and the same recomputed here in
 * JavaScript from its published rows: the rating is the mean rounded half up to a tenth.
 */
export async function placeFigures(
  t: TestApp,
  destinationId: string,
): Promise<{ stored: PlaceFigures; recomputed: PlaceFigures }> {
  const [stored] = (await t.dataSource.query(
    `SELECT d.rating::float AS rating, d.review_count AS "reviewCount",
            ARRAY[coalesce(s.stars_1, 0), coalesce(s.stars_2, 0), coalesce(s.stars_3, 0), coalesce(s.stars_4, 0),
                  coalesce(s.stars_5, 0)] AS bars
     FROM destinations d LEFT JOIN review_stats s ON s.destination_id = d.id WHERE d.id = $1`,
    [destinationId],
  )) as PlaceFigures[];
  const rows = (await t.dataSource.query(
    `SELECT stars FROM reviews WHERE destination_id = $1 AND status = 'published'`,
    [destinationId],
  )) as Array<{ stars: number }>;
  const sum = rows.reduce((total, row) => total + row.stars, 0);
  const tenths = rows.length === 0 ? null : Math.floor((20 * sum + rows.length) / (2 * rows.length));
  const bars = [1, 2, 3, 4, 5].map((n) => rows.filter((row) => row.stars === n).length);
  return { stored, recomputed: { rating: tenths === null ? null : tenths / 10, reviewCount: rows.length, bars } };
}

/** Expects the destination's stored figures to equal those of its rows; answers them. */
export async function expectExactFigures(t: TestApp, destinationId: string): Promise<PlaceFigures> {
  const { stored, recomputed } = await placeFigures(t, destinationId);
  expect(stored).toEqual(recomputed);
  return recomputed;
}
