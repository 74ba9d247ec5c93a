import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import request from 'supertest';
import { Role } from '../src/shared/domain/role.js';
import { hashSecretToken } from '../src/shared/domain/secret-token.js';
import { ClaimRepository, type ClaimView } from '../src/modules/coupons/application/ports/claim.repository.js';
import { CLAIM_BATCH_SQL, CLAIM_ONE_SQL, claimBatchParams } from '../src/modules/coupons/infrastructure/coupon-sql.js';
import { TypeOrmClaimRepository } from '../src/modules/coupons/infrastructure/typeorm-claim.repository.js';
import { TypeOrmUnitOfWork } from '../src/shared/persistence/typeorm-unit-of-work.js';
import { DemoDataLoader } from '../src/database/demo-data/demo-data.loader.js';
import { DEMO_DATA_SETS } from '../src/database/demo-data/index.js';
import { createAuthTestApp, insertApiToken, insertUser, signIn } from './support/auth-helpers.js';
import { burstAgent } from './support/burst-agent.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';
import { itQuietAndBusy } from './support/busy-cpu.js';

const MISSING_ID = '6f1c1a52-3f0e-4f7a-9d55-2b1f0c9e7a10';
const DAY_MS = 24 * 60 * 60 * 1000;
const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/;

interface CouponBody {
  id: string;
  title: string;
  description: string | null;
  discountType: string;
  discountValue: number | null;
  category: string;
  categoryId: string | null;
  businessType: 'destination' | 'service';
  businessId: string;
  destinationId: string | null;
  serviceId: string | null;
  businessName: string;
  businessLink: string;
  expiresAt: string | null;
  maxRedemptions: number | null;
  currentRedemptions: number;
  isActive: boolean;
  isExpired: boolean;
  isSoldOut: boolean;
  isAvailable: boolean;
  claimedByMe: boolean;
}

interface ClaimBody {
  id: string;
  couponId: string;
  code: string;
  verifyPath: string;
  redeemedAt: string;
  usedAt: string | null;
  status: 'valid' | 'used' | 'expired' | 'withdrawn';
  coupon: CouponBody;
}

/** The end of the date in a week, as YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describe('coupons API: deals, claims that never over-claim, My Coupons, the partner counter (real PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let admin: string;
  let member: string;
  let member2: string;
  let staff: string;
  let otherStaff: string;
  let suspended: string;
  let memberCookie: string;
  let foodCategoryId: string;
  let gasCategoryId: string;
  let sisigId: string;
  let fallsId: string;
  let petronId: string;

  const count = async (sql: string, params: unknown[] = []) => Number((await t.dataSource.query(sql, params))[0].n);
  const as = (token: string | null) => {
    const auth = <T extends request.Test>(req: T): T => (token ? req.set('Authorization', `Bearer ${token}`) : req);
    return {
      get: (path: string) => auth(request(t.http).get(path)),
      post: (path: string, body?: object) => {
        const req = auth(request(t.http).post(path));
        return body === undefined ? req : req.send(body);
      },
      patch: (path: string, body: object) => auth(request(t.http).patch(path)).send(body),
      delete: (path: string) => auth(request(t.http).delete(path)),
    };
  };
  const sisigCoupon = (overrides: object = {}) => ({
    title: '15% off the sizzling sisig platter',
    description: 'Dine-in only.',
    discountType: 'percentage',
    discountValue: 15,
    businessType: 'destination',
    businessId: sisigId,
    expiresAt: inDays(30),
    maxRedemptions: 100,
    ...overrides,
  });
  const create = async (body: object): Promise<CouponBody> =>
    (await as(admin).post('/api/coupons', body).expect(201)).body as CouponBody;
  const claim = (token: string, id: string) => as(token).post(`/api/coupons/${id}/redeem`);

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
  });

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    const user = async (email: string, role: Role, extra: { firstName?: string; suspendedUntil?: Date } = {}) =>
      insertApiToken(t.dataSource, await insertUser(t.dataSource, { email, role, ...extra }));
    admin = await user('admin@coupons.test', Role.Admin);
    member = await user('member@coupons.test', Role.User, { firstName: 'Liza' });
    member2 = await user('member2@coupons.test', Role.User, { firstName: 'Ramon' });
    staff = await user('staff@coupons.test', Role.User, { firstName: 'Teresita' });
    otherStaff = await user('other-staff@coupons.test', Role.Editor);
    suspended = await user('suspended@coupons.test', Role.User, { suspendedUntil: new Date(Date.now() + DAY_MS) });
    memberCookie = await signIn(t.http, 'member@coupons.test');
    [{ id: foodCategoryId }] = await t.dataSource.query(
      `INSERT INTO categories (name, type) VALUES ('Sisig', 'food') RETURNING id`,
    );
    [{ id: gasCategoryId }] = await t.dataSource.query(
      `INSERT INTO categories (name, type) VALUES ('Gas Stations', 'motorist') RETURNING id`,
    );
    [{ id: sisigId }] = await t.dataSource.query(
      `INSERT INTO destinations (name, category_id) VALUES ('Aling Lucing''s Sisig', $1) RETURNING id`,
      [foodCategoryId],
    );
    [{ id: fallsId }] = await t.dataSource.query(
      `INSERT INTO destinations (name) VALUES ('Miyamit Falls') RETURNING id`,
    );
    [{ id: petronId }] = await t.dataSource.query(
      `INSERT INTO services (name, slug, category_id) VALUES ('Petron Dolores', 'petron-dolores', $1) RETURNING id`,
      [gasCategoryId],
    );
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  describe('admin: create, edit, delete (spec section 5 on the server)', () => {
    it('creates a percentage coupon of a destination with the business name and link, the category from the business', async () => {
      const created = await create(sisigCoupon({ expiresAt: '2099-12-31' }));
      expect(created).toMatchObject({
        title: '15% off the sizzling sisig platter',
        description: 'Dine-in only.',
        discountType: 'percentage',
        discountValue: 15,
        category: 'food',
        categoryId: foodCategoryId,
        businessType: 'destination',
        businessId: sisigId,
        destinationId: sisigId,
        serviceId: null,
        businessName: "Aling Lucing's Sisig",
        businessLink: `/destinations/${sisigId}`,
        // A date alone is the end of that day in the Philippines.
        expiresAt: '2099-12-31T15:59:59.999Z',
        maxRedemptions: 100,
        currentRedemptions: 0,
        isActive: true,
        isExpired: false,
        isSoldOut: false,
        isAvailable: true,
        claimedByMe: false,
      });
    });

    it("takes the spec's body for a service (serviceId, pesos as a decimal string, no limit) and bogo without a value", async () => {
      const gas = await create({
        title: '  ₱2.50 off per litre  ',
        discountType: 'fixed_amount',
        discountValue: '2.50',
        businessType: 'service',
        businessId: petronId,
        serviceId: petronId,
        destinationId: null,
        categoryId: null,
        expiresAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
        maxRedemptions: null,
        isActive: true,
      });
      expect(gas).toMatchObject({
        title: '₱2.50 off per litre',
        discountValue: 2.5,
        category: 'transport',
        // No category named: the business's.
        categoryId: gasCategoryId,
        serviceId: petronId,
        destinationId: null,
        businessName: 'Petron Dolores',
        businessLink: '/service/petron-dolores',
        maxRedemptions: null,
      });
      const bogo = await create(
        sisigCoupon({ discountType: 'bogo', discountValue: null, category: 'shopping', businessId: fallsId }),
      );
      expect(bogo).toMatchObject({ discountType: 'bogo', discountValue: null, category: 'shopping', categoryId: null });
      expect((await create(sisigCoupon({ discountType: 'fixed', discountValue: 100 }))).discountValue).toBe(100);
    });

    it('refuses every broken rule with 400/404 naming the field, and writes nothing', async () => {
      const refused = async (body: object, status: number, code: string) => {
        const res = await as(admin).post('/api/coupons', body);
        expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
      };
      await refused(sisigCoupon({ title: undefined }), 400, 'COUPON_TITLE_REQUIRED');
      await refused(sisigCoupon({ title: '   ' }), 400, 'COUPON_TITLE_REQUIRED');
      await refused(sisigCoupon({ title: 'x'.repeat(121) }), 400, 'COUPON_TITLE_TOO_LONG');
      await refused(sisigCoupon({ description: 'x'.repeat(1001) }), 400, 'COUPON_DESCRIPTION_TOO_LONG');
      await refused(sisigCoupon({ discountValue: 0 }), 400, 'COUPON_INVALID_DISCOUNT');
      await refused(sisigCoupon({ discountValue: 101 }), 400, 'COUPON_INVALID_DISCOUNT');
      await refused(sisigCoupon({ discountValue: null }), 400, 'COUPON_INVALID_DISCOUNT');
      await refused(sisigCoupon({ discountValue: 12.345 }), 400, 'COUPON_INVALID_DISCOUNT');
      await refused(sisigCoupon({ discountValue: 'ten' }), 400, 'VALIDATION_FAILED');
      await refused(sisigCoupon({ discountType: 'bogo', discountValue: 5 }), 400, 'COUPON_INVALID_DISCOUNT');
      await refused(sisigCoupon({ discountType: 'fixed_amount', discountValue: -5 }), 400, 'COUPON_INVALID_DISCOUNT');
      await refused(sisigCoupon({ discountType: 'fixed_amount', discountValue: '-5' }), 400, 'VALIDATION_FAILED');
      await refused(sisigCoupon({ discountType: 'fixed_amount', discountValue: 0 }), 400, 'COUPON_INVALID_DISCOUNT');
      await refused(sisigCoupon({ discountType: 'half_off' }), 400, 'VALIDATION_FAILED');
      await refused(sisigCoupon({ expiresAt: undefined }), 400, 'COUPON_EXPIRY_REQUIRED');
      await refused(sisigCoupon({ expiresAt: 'next week' }), 400, 'VALIDATION_FAILED');
      await refused(sisigCoupon({ expiresAt: '2020-01-01' }), 400, 'COUPON_EXPIRY_IN_PAST');
      await refused(sisigCoupon({ maxRedemptions: 0 }), 400, 'VALIDATION_FAILED');
      await refused(sisigCoupon({ maxRedemptions: 2.5 }), 400, 'VALIDATION_FAILED');
      await refused(sisigCoupon({ businessId: undefined }), 400, 'COUPON_BUSINESS_REQUIRED');
      await refused(sisigCoupon({ businessId: MISSING_ID }), 404, 'COUPON_BUSINESS_NOT_FOUND');
      // The business must match businessType.
      await refused(sisigCoupon({ businessType: 'service' }), 404, 'COUPON_BUSINESS_NOT_FOUND');
      await refused(sisigCoupon({ destinationId: fallsId }), 400, 'COUPON_BUSINESS_MISMATCH');
      await refused(sisigCoupon({ serviceId: petronId }), 400, 'COUPON_BUSINESS_MISMATCH');
      await refused(sisigCoupon({ categoryId: MISSING_ID }), 400, 'COUPON_CATEGORY_NOT_FOUND');
      await refused(sisigCoupon({ category: 'spa' }), 400, 'VALIDATION_FAILED');
      await refused(sisigCoupon({ currentRedemptions: 5 }), 400, 'VALIDATION_FAILED');
      expect((await as(member).post('/api/coupons', sisigCoupon()).expect(403)).body.code).toBe('FORBIDDEN');
      await as(null).post('/api/coupons', sisigCoupon()).expect(401);
      expect(await count('SELECT count(*) AS n FROM coupons')).toBe(0);
    });

    it('edits any field, toggles isActive, and never lowers maxRedemptions below the claims made', async () => {
      const coupon = await create(sisigCoupon({ maxRedemptions: 5 }));
      await claim(member, coupon.id).expect(201);
      await claim(member2, coupon.id).expect(201);
      const toggled = (await as(admin).patch(`/api/coupons/${coupon.id}`, { isActive: false }).expect(200))
        .body as CouponBody;
      expect(toggled).toMatchObject({ isActive: false, title: coupon.title, maxRedemptions: 5, currentRedemptions: 2 });
      const moved = (
        await as(admin)
          .patch(`/api/coupons/${coupon.id}`, {
            businessType: 'service',
            businessId: petronId,
            discountType: 'bogo',
            discountValue: null,
            maxRedemptions: 2,
          })
          .expect(200)
      ).body as CouponBody;
      expect(moved).toMatchObject({
        businessType: 'service',
        serviceId: petronId,
        businessName: 'Petron Dolores',
        category: 'transport',
        discountType: 'bogo',
        discountValue: null,
        maxRedemptions: 2,
      });
      const below = await as(admin)
        .patch(`/api/coupons/${coupon.id}`, { maxRedemptions: 1, title: 'Changed' })
        .expect(400);
      expect(below.body).toMatchObject({
        code: 'COUPON_MAX_BELOW_CLAIMS',
        details: { field: 'maxRedemptions', currentRedemptions: 2 },
      });
      expect(
        (await as(admin).patch(`/api/coupons/${coupon.id}`, { businessType: 'destination' }).expect(400)).body.code,
      ).toBe('COUPON_BUSINESS_REQUIRED');
      expect(
        (await as(admin).patch(`/api/coupons/${coupon.id}`, { discountType: 'percentage' }).expect(400)).body.code,
      ).toBe('COUPON_INVALID_DISCOUNT');
      expect(
        (await as(admin).patch(`/api/coupons/${coupon.id}`, { expiresAt: '2001-01-01' }).expect(400)).body.code,
      ).toBe('COUPON_EXPIRY_IN_PAST');
      expect((await as(admin).patch(`/api/coupons/${coupon.id}`, { title: ' ' }).expect(400)).body.code).toBe(
        'COUPON_TITLE_REQUIRED',
      );
      expect((await as(admin).patch(`/api/coupons/${coupon.id}`, { isActive: 'yes' }).expect(400)).body.code).toBe(
        'VALIDATION_FAILED',
      );
      const [row] = await t.dataSource.query(
        `SELECT title, max_redemptions AS max, is_active AS active FROM coupons WHERE id = $1`,
        [coupon.id],
      );
      expect(row).toEqual({ title: coupon.title, max: 2, active: false });
      await as(admin).patch(`/api/coupons/${MISSING_ID}`, { isActive: true }).expect(404);
      expect((await as(admin).patch('/api/coupons/nope', { isActive: true }).expect(400)).body.code).toBe(
        'VALIDATION_FAILED',
      );
      await as(member).patch(`/api/coupons/${coupon.id}`, { isActive: true }).expect(403);
    });

    it("deletes a coupon: gone from every list, members' claims stay in My Coupons marked withdrawn", async () => {
      const coupon = await create(sisigCoupon());
      await claim(member, coupon.id).expect(201);
      await as(member).delete(`/api/coupons/${coupon.id}`).expect(403);
      await as(admin).delete(`/api/coupons/${coupon.id}`).expect(204);
      expect((await as(null).get('/api/coupons').expect(200)).body).toEqual([]);
      expect((await as(admin).get('/api/coupons?all=true').expect(200)).body).toEqual([]);
      const mine = (await as(member).get('/api/user/coupons').expect(200)).body as ClaimBody[];
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ couponId: coupon.id, status: 'withdrawn', coupon: { title: coupon.title } });
      expect((await claim(member2, coupon.id).expect(404)).body.code).toBe('COUPON_NOT_FOUND');
      await as(admin).delete(`/api/coupons/${coupon.id}`).expect(404);
      await as(admin).patch(`/api/coupons/${coupon.id}`, { isActive: true }).expect(404);
      await as(admin).delete(`/api/coupons/${MISSING_ID}`).expect(404);
    });
  });

  describe('reading coupons', () => {
    it('lists active, unexpired coupons to anyone, newest first, with filters, search and X-Total-Count', async () => {
      const sisig = await create(sisigCoupon({ title: 'Sisig sa Angeles', description: 'Crispy pork' }));
      const falls = await create(
        sisigCoupon({
          title: 'Trek to the falls',
          description: 'With a guide to the Miyamit falls',
          businessId: fallsId,
          category: 'activity',
        }),
      );
      const gas = await create(
        sisigCoupon({
          title: 'Fuel up',
          discountType: 'fixed_amount',
          discountValue: 2,
          businessType: 'service',
          businessId: petronId,
        }),
      );
      const inactive = await create(sisigCoupon({ title: 'Paused', isActive: false }));
      const expired = await create(sisigCoupon({ title: 'Old deal' }));
      await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 day' WHERE id = $1`, [expired.id]);

      const list = async (query: string, token: string | null = null) => {
        const res = await as(token).get(`/api/coupons${query}`).expect(200);
        return { ids: (res.body as CouponBody[]).map((c) => c.id), total: res.headers['x-total-count'] };
      };
      expect(await list('')).toEqual({ ids: [gas.id, falls.id, sisig.id], total: '3' });
      expect(await list('?limit=1&offset=1')).toEqual({ ids: [falls.id], total: '3' });
      expect(await list(`?destinationId=${sisigId}`)).toEqual({ ids: [sisig.id], total: '1' });
      expect(await list(`?serviceId=${petronId}`)).toEqual({ ids: [gas.id], total: '1' });
      expect(await list('?category=activity')).toEqual({ ids: [falls.id], total: '1' });
      expect(await list('?category=transport')).toEqual({ ids: [gas.id], total: '1' });
      expect(await list('?search=MIYAMIT')).toEqual({ ids: [falls.id], total: '1' });
      expect(await list('?search=  síSig ')).toEqual({ ids: [sisig.id], total: '1' });
      expect(await list('?search=100%25_')).toEqual({ ids: [], total: '0' });
      expect(await list('?all=true', admin)).toEqual({
        ids: [expired.id, inactive.id, gas.id, falls.id, sisig.id],
        total: '5',
      });
      expect(await list('?all=false', member)).toEqual({ ids: [gas.id, falls.id, sisig.id], total: '3' });
      const all = (await as(admin).get('/api/coupons?all=true&limit=2').expect(200)).body as CouponBody[];
      expect(all[0]).toMatchObject({ id: expired.id, isExpired: true });
      expect(all[1]).toMatchObject({ id: inactive.id, isActive: false });

      expect((await as(null).get('/api/coupons?all=true').expect(401)).body.code).toBe('UNAUTHENTICATED');
      expect((await as(member).get('/api/coupons?all=true').expect(403)).body.code).toBe('FORBIDDEN');
      for (const bad of [
        '?category=spa',
        '?destinationId=nope',
        '?limit=0',
        '?limit=101',
        '?all=maybe',
        '?search=' + 'x'.repeat(201),
        '?color=red',
      ]) {
        expect((await as(null).get(`/api/coupons${bad}`).expect(400)).body.code).toBe('VALIDATION_FAILED');
      }
    });

    it('answers claimedByMe for the signed-in caller (cookie or token), false when signed out', async () => {
      const coupon = await create(sisigCoupon());
      await request(t.http).post(`/api/coupons/${coupon.id}/redeem`).set('Cookie', memberCookie).expect(201);
      const mine = (await request(t.http).get('/api/coupons').set('Cookie', memberCookie).expect(200))
        .body as CouponBody[];
      expect(mine[0]).toMatchObject({ claimedByMe: true, currentRedemptions: 1 });
      expect(((await as(member2).get('/api/coupons').expect(200)).body as CouponBody[])[0].claimedByMe).toBe(false);
      expect(((await as(null).get('/api/coupons').expect(200)).body as CouponBody[])[0].claimedByMe).toBe(false);
    });

    it("keeps a visitor's list (ETag, 304, X-Cache hit, Vary: Cookie) and builds a member's each time; a write shows at once", async () => {
      const first = await create(sisigCoupon());
      const visitor = await request(t.http).get('/api/coupons').expect(200);
      const again = await request(t.http).get('/api/coupons').expect(200);
      expect([visitor.headers['x-cache'], again.headers['x-cache'], again.headers.etag]).toEqual([
        'miss',
        'hit',
        visitor.headers.etag,
      ]);
      expect(again.headers.vary).toMatch(/Cookie/);
      expect(again.headers['cache-control']).toMatch(/^public, max-age=/);
      await request(t.http).get('/api/coupons').set('If-None-Match', visitor.headers.etag).expect(304);

      await request(t.http).post(`/api/coupons/${first.id}/redeem`).set('Cookie', memberCookie).expect(201);
      for (let i = 0; i < 2; i++) {
        const mine = await request(t.http).get('/api/coupons').set('Cookie', memberCookie).expect(200);
        expect([mine.headers.etag, mine.headers['x-cache'], mine.headers['cache-control']]).toEqual([
          undefined,
          undefined,
          'private, no-cache',
        ]);
        expect((mine.body as CouponBody[])[0]).toMatchObject({
          id: first.id,
          claimedByMe: true,
          currentRedemptions: 1,
        });
        // The member's ETag-less answer never reaches a visitor, even one sending the visitor's ETag.
        const theirs = await request(t.http).get('/api/coupons').expect(200);
        expect((theirs.body as CouponBody[])[0].claimedByMe).toBe(false);
      }
      const added = await create(sisigCoupon({ title: 'Halo-halo for two' }));
      const fresh = await request(t.http).get('/api/coupons').expect(200);
      expect([fresh.headers['x-cache'], (fresh.body as CouponBody[]).map((c) => c.id)]).toEqual([
        'miss',
        [added.id, first.id],
      ]);
    });

    it("GET /api/coupons/{serviceId} (the spec's path): the active coupons of that service", async () => {
      const gas = await create(sisigCoupon({ businessType: 'service', businessId: petronId }));
      await create(sisigCoupon({ businessType: 'service', businessId: petronId, isActive: false }));
      await create(sisigCoupon());
      const res = await as(null).get(`/api/coupons/${petronId}`).expect(200);
      expect((res.body as CouponBody[]).map((c) => c.id)).toEqual([gas.id]);
      expect(res.headers['x-total-count']).toBe('1');
      expect((await as(null).get(`/api/coupons/${MISSING_ID}`).expect(404)).body.code).toBe(
        'COUPON_BUSINESS_NOT_FOUND',
      );
      expect((await as(null).get(`/api/coupons/${sisigId}`).expect(404)).body.code).toBe('COUPON_BUSINESS_NOT_FOUND');
      expect((await as(null).get('/api/coupons/not-a-uuid').expect(400)).body.code).toBe('VALIDATION_FAILED');
    });

    it('GET /api/coupons/stats: live counts of available deals, my claims and partner locations', async () => {
      const a = await create(sisigCoupon());
      await create(sisigCoupon({ title: 'Second at the same place' }));
      await create(sisigCoupon({ businessType: 'service', businessId: petronId }));
      await create(sisigCoupon({ businessId: fallsId, isActive: false }));
      await claim(member, a.id).expect(201);
      expect((await as(member).get('/api/coupons/stats').expect(200)).body).toEqual({
        availableDeals: 3,
        claimedByMe: 1,
        partnerLocations: 2,
      });
      expect((await as(null).get('/api/coupons/stats').expect(200)).body).toEqual({
        availableDeals: 3,
        claimedByMe: 0,
        partnerLocations: 2,
      });
      // A visitor's figures are kept (two counts over every claimable coupon per visit otherwise); a member's never.
      const kept = await as(null).get('/api/coupons/stats').expect(200);
      expect([kept.headers['x-cache'], kept.headers.etag]).toEqual(['hit', expect.stringMatching(/^"/)]);
      const mine = await as(member).get('/api/coupons/stats').expect(200);
      expect([mine.headers['x-cache'], mine.headers.etag, mine.body.claimedByMe]).toEqual([undefined, undefined, 1]);
      await create(sisigCoupon({ businessId: fallsId }));
      expect((await as(null).get('/api/coupons/stats').expect(200)).body).toEqual({
        availableDeals: 4,
        claimedByMe: 0,
        partnerLocations: 3,
      });
    });
  });

  describe("the 'Coupon Available' flag of the place lists (hasActiveCoupon)", () => {
    type Place = { id: string; hasActiveCoupon: boolean };
    const flags = async (path: string) =>
      Object.fromEntries(
        ((await as(null).get(path).expect(200)).body as Place[]).map((place) => [place.id, place.hasActiveCoupon]),
      );
    const flag = async (path: string) => ((await as(null).get(path).expect(200)).body as Place).hasActiveCoupon;
    /** The status of a signed-out list read that sends the ETag it had. */
    const revalidate = async (path: string, etag: string) =>
      (await as(null).get(path).set('If-None-Match', etag)).status;

    it('is true exactly while a coupon of the place can be claimed, in every list and detail, fresh after each change', async () => {
      expect(await flags('/api/destinations')).toEqual({ [sisigId]: false, [fallsId]: false });
      const before = (await as(null).get('/api/destinations').expect(200)).headers.etag as string;

      const coupon = await create(sisigCoupon({ maxRedemptions: 2 }));
      expect(await revalidate('/api/destinations', before)).toBe(200);
      expect(await flags('/api/destinations')).toEqual({ [sisigId]: true, [fallsId]: false });
      expect(await flags('/api/destinations?search=sisig')).toEqual({ [sisigId]: true });
      expect(await flag(`/api/destinations/${sisigId}`)).toBe(true);
      expect(await flag(`/api/destinations/${fallsId}`)).toBe(false);
      expect(await flags('/api/services')).toEqual({ [petronId]: false });

      // The claim that sells it out turns the badge off.
      await claim(member, coupon.id).expect(201);
      expect(await flag(`/api/destinations/${sisigId}`)).toBe(true);
      await claim(member2, coupon.id).expect(201);
      expect(await flags('/api/destinations')).toEqual({ [sisigId]: false, [fallsId]: false });

      // Room again (a higher limit), then inactive, then expired (plain SQL, as an import would), then withdrawn.
      await as(admin).patch(`/api/coupons/${coupon.id}`, { maxRedemptions: 3 }).expect(200);
      expect(await flag(`/api/destinations/${sisigId}`)).toBe(true);
      await as(admin).patch(`/api/coupons/${coupon.id}`, { isActive: false }).expect(200);
      expect(await flag(`/api/destinations/${sisigId}`)).toBe(false);
      await as(admin).patch(`/api/coupons/${coupon.id}`, { isActive: true }).expect(200);
      expect(await flag(`/api/destinations/${sisigId}`)).toBe(true);
      await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        coupon.id,
      ]);
      expect(await flag(`/api/destinations/${sisigId}`)).toBe(false);
      const other = await create(sisigCoupon({ title: 'Another deal' }));
      expect(await flag(`/api/destinations/${sisigId}`)).toBe(true);
      await as(admin).delete(`/api/coupons/${other.id}`).expect(204);
      expect(await flag(`/api/destinations/${sisigId}`)).toBe(false);
    });

    it('agrees, coupon by coupon, with the place page, the coupons page and isAvailable (issue 31.5)', async () => {
      // One place per state, each with that one coupon; and every state at one more place (Sisig).
      const states: Array<[state: string, available: boolean, body: object, after?: (id: string) => Promise<void>]> = [
        ['active', true, {}],
        ['inactive', false, { isActive: false }],
        [
          'expired',
          false,
          {},
          async (id) => {
            await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
          },
        ],
        ['sold out', false, { maxRedemptions: 1 }, async (id) => void (await claim(member, id).expect(201))],
        ['one left', true, { maxRedemptions: 2 }, async (id) => void (await claim(member, id).expect(201))],
        ['withdrawn', false, {}, async (id) => void (await as(admin).delete(`/api/coupons/${id}`).expect(204))],
      ];
      const ids = async (path: string) =>
        ((await as(null).get(path).expect(200)).body as CouponBody[]).map((c) => c.id);
      const made: Array<{ state: string; available: boolean; placeId: string; couponId: string; atSisig: string }> = [];
      for (const [state, available, body, after] of states) {
        const [{ id: placeId }] = await t.dataSource.query(`INSERT INTO destinations (name) VALUES ($1) RETURNING id`, [
          `Place ${state}`,
        ]);
        const coupon = await create(sisigCoupon({ businessId: placeId, title: `Deal ${state}`, ...body }));
        const atSisig = await create(sisigCoupon({ title: `Sisig deal ${state}`, ...body }));
        await after?.(coupon.id);
        await after?.(atSisig.id);
        made.push({ state, available, placeId, couponId: coupon.id, atSisig: atSisig.id });
      }

      const listed = await flags('/api/destinations?limit=100');
      const page = await ids('/api/coupons?limit=100');
      const admins = new Map(
        ((await as(admin).get('/api/coupons?all=true&limit=100').expect(200)).body as CouponBody[]).map((c) => [
          c.id,
          c.isAvailable,
        ]),
      );
      for (const { state, available, placeId, couponId, atSisig } of made) {
        const answer = {
          state,
          cardInList: listed[placeId],
          cardDetail: await flag(`/api/destinations/${placeId}`),
          placePage: (await ids(`/api/coupons?destinationId=${placeId}`)).includes(couponId),
          couponsPage: page.includes(couponId),
          isAvailable: admins.get(couponId) ?? false,
          atOnePlace: page.includes(atSisig),
        };
        expect(answer).toEqual({
          state,
          cardInList: available,
          cardDetail: available,
          placePage: available,
          couponsPage: available,
          isAvailable: available,
          atOnePlace: available,
        });
      }
      // At the one place with every state: its page lists exactly the available ones, and its card says so.
      const sisigPage = await ids(`/api/coupons?destinationId=${sisigId}&limit=100`);
      expect(new Set(sisigPage)).toEqual(new Set(made.filter((m) => m.available).map((m) => m.atSisig)));
      expect([listed[sisigId], await flag(`/api/destinations/${sisigId}`)]).toEqual([true, true]);
      // Every coupon the lists answer says isAvailable; the stat cards count the same coupons.
      const answered = (await as(member).get('/api/coupons?limit=100').expect(200)).body as CouponBody[];
      expect(answered.every((c) => c.isAvailable)).toBe(true);
      expect((await as(null).get('/api/coupons/stats').expect(200)).body).toMatchObject({
        availableDeals: page.length,
        partnerLocations: 1 + made.filter((m) => m.available).length,
      });
    });

    it("a service's sold-out coupon is off its card and its page; one left is on both", async () => {
      const soldOut = await create(sisigCoupon({ businessType: 'service', businessId: petronId, maxRedemptions: 1 }));
      await claim(member, soldOut.id).expect(201);
      expect(await flag(`/api/services/${petronId}`)).toBe(false);
      expect((await as(null).get(`/api/coupons/${petronId}`).expect(200)).body).toEqual([]);
      const oneLeft = await create(sisigCoupon({ businessType: 'service', businessId: petronId, maxRedemptions: 2 }));
      await claim(member, oneLeft.id).expect(201);
      expect(await flags('/api/services')).toEqual({ [petronId]: true });
      const page = (await as(null).get(`/api/coupons/${petronId}`).expect(200)).body as CouponBody[];
      expect(page.map((c) => [c.id, c.isAvailable, c.isSoldOut])).toEqual([[oneLeft.id, true, false]]);
    });

    it('services carry it in the list, by id and by slug', async () => {
      await create(sisigCoupon({ businessType: 'service', businessId: petronId, maxRedemptions: null }));
      expect(await flags('/api/services')).toEqual({ [petronId]: true });
      expect(await flags('/api/services?category=gas')).toEqual({ [petronId]: true });
      expect(await flag(`/api/services/${petronId}`)).toBe(true);
      expect(await flag('/api/services/slug/petron-dolores')).toBe(true);
      expect(await flags('/api/destinations')).toEqual({ [sisigId]: false, [fallsId]: false });
    });

    it('a claim that does not sell a coupon out leaves the cached place lists alone; selling out, editing or deleting bumps them', async () => {
      const version = async () =>
        Number((await t.dataSource.query(`SELECT last_value AS n FROM cache_version_seq`))[0].n);
      const coupon = await create(sisigCoupon({ maxRedemptions: 2 }));
      const start = await version();
      await claim(member, coupon.id).expect(201);
      expect(await version()).toBe(start);
      await claim(member2, coupon.id).expect(201);
      expect(await version()).toBeGreaterThan(start);
      const soldOut = await version();
      await as(admin).patch(`/api/coupons/${coupon.id}`, { title: 'Renamed' }).expect(200);
      await as(admin).delete(`/api/coupons/${coupon.id}`).expect(204);
      expect(await version()).toBeGreaterThan(soldOut);
    });
  });

  describe('claiming (POST /api/coupons/{id}/redeem)', () => {
    it('claims once with a one-time code; every refusal has its own code and writes nothing', async () => {
      const coupon = await create(sisigCoupon({ maxRedemptions: 2 }));
      const res = await claim(member, coupon.id).expect(201);
      const claimed = res.body as ClaimBody;
      expect(claimed).toMatchObject({
        couponId: coupon.id,
        status: 'valid',
        usedAt: null,
        coupon: { claimedByMe: true, currentRedemptions: 1 },
      });
      expect(claimed.code).toMatch(CODE);
      expect(claimed.verifyPath).toBe(`/verify?code=${claimed.code}`);

      const refusal = async (token: string, id: string, status: number, code: string) => {
        const before = await count('SELECT count(*) AS n FROM coupon_redemptions');
        const out = await claim(token, id);
        expect({ status: out.status, code: out.body.code }).toEqual({ status, code });
        expect(await count('SELECT count(*) AS n FROM coupon_redemptions')).toBe(before);
      };
      await refusal(member, coupon.id, 409, 'COUPON_ALREADY_CLAIMED');
      await claim(member2, coupon.id).expect(201);
      await refusal(staff, coupon.id, 409, 'COUPON_SOLD_OUT');
      const inactive = await create(sisigCoupon({ isActive: false }));
      await refusal(member, inactive.id, 409, 'COUPON_INACTIVE');
      const expired = await create(sisigCoupon());
      await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        expired.id,
      ]);
      await refusal(member, expired.id, 409, 'COUPON_EXPIRED');
      await refusal(member, MISSING_ID, 404, 'COUPON_NOT_FOUND');
      expect((await claim(member, 'nope').expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await claim(suspended, coupon.id).expect(403)).body.code).toBe('ACCOUNT_SUSPENDED');
      await as(null).post(`/api/coupons/${coupon.id}/redeem`).expect(401);
      const [row] = await t.dataSource.query(`SELECT current_redemptions AS n FROM coupons WHERE id = $1`, [coupon.id]);
      expect(row.n).toBe(2);
    });

    itQuietAndBusy(
      '2,000 members claiming a 100-claim coupon at once get exactly 100 claims',
      async () => {
        const coupon = await create(sisigCoupon({ maxRedemptions: 100 }));
        const tokens = await bulkMembers(2000);
        const agent = burstAgent();
        const statuses = await Promise.all(
          tokens.map((token) =>
            claim(token, coupon.id)
              .agent(agent)
              .then((res) => (res.status === 201 ? 'claimed' : `${res.status} ${res.body.code}`)),
          ),
        ).finally(() => agent.destroy());
        const tally = statuses.reduce<Record<string, number>>(
          (acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }),
          {},
        );
        expect(tally).toEqual({ claimed: 100, '409 COUPON_SOLD_OUT': 1900 });
        const [row] = await t.dataSource.query(
          `SELECT current_redemptions AS current, (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = $1) AS claims,
           (SELECT count(DISTINCT code)::int FROM coupon_redemptions WHERE coupon_id = $1) AS codes
         FROM coupons WHERE id = $1`,
          [coupon.id],
        );
        expect(row).toEqual({ current: 100, claims: 100, codes: 100 });
      },
      180_000,
    );

    it('claims of one coupon arriving together share one statement (group commit), each with its own outcome', async () => {
      const coupon = await create(sisigCoupon({ maxRedemptions: 5 }));
      const users: Array<{ id: string }> = await t.dataSource.query(
        `INSERT INTO users (email, role) SELECT 'group-' || g || '@coupons.test', 'user' FROM generate_series(1, 5) g RETURNING id`,
      );
      const [a, b, c, d, e] = users.map((user) => user.id) as [string, string, string, string, string];
      const claims = t.app.get(ClaimRepository);
      const statements = jest.spyOn(TypeOrmUnitOfWork.prototype, 'autoCommitRows');
      const at = new Date();
      const views: Array<{ id: string; code: string; view: ClaimView }> = [];
      const claimOf = async (userId: string, code: string) => {
        const id = randomUUID();
        const result = await claims.claim(id, coupon.id, userId, code, at);
        if (result.outcome === 'claimed') views.push({ id, code, view: result.view });
        return result.outcome;
      };
      try {
        // The first goes at once; the other six arrive while it runs and go together, in their order.
        const outcomes = await Promise.all([
          claimOf(a, 'AAAAAAAAAA'),
          claimOf(b, 'AAAAAAAAAA'), // a's code: a unique key skips it
          claimOf(a, 'BBBBBBBBBB'), // a has claimed it
          claimOf(c, 'CCCCCCCCCC'),
          claimOf(c, 'DDDDDDDDDD'), // c's twin in the same statement
          claimOf(d, 'EEEEEEEEEE'), // the room's last place (4 left: b, c, c's twin and d take them)
          claimOf(e, 'FFFFFFFFFF'), // beyond the room
        ]);
        expect(outcomes).toEqual([
          'claimed',
          'code_taken',
          'refused',
          'claimed',
          'already_claimed',
          'claimed',
          'refused',
        ]);
        // The first alone (CLAIM_ONE_SQL, with its view), then one statement for the six, then one query for the views
        // of the two it took and one for whose the skipped ones were.
        expect(
          statements.mock.calls.map(([sql]) =>
            sql === CLAIM_ONE_SQL ? 'one' : sql === CLAIM_BATCH_SQL ? 'batch' : 'other',
          ),
        ).toEqual(['one', 'batch', 'other', 'other']);
      } finally {
        statements.mockRestore();
      }
      const [row] = await t.dataSource.query(
        `SELECT current_redemptions AS current, (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = $1) AS claims FROM coupons WHERE id = $1`,
        [coupon.id],
      );
      expect(row).toEqual({ current: 3, claims: 3 });
      // Each claim taken came with its own view, read with its statement (alone) or with its group's (one query).
      expect(views.map(({ view }) => [view.id, view.code, view.coupon.id, view.usedAt] as const)).toEqual(
        views.map(({ id, code }) => [id, code, coupon.id, null] as const),
      );
      expect(views[0]?.view.coupon.currentRedemptions).toBe(1); // the coupon as the lone statement left it
      expect(views.slice(1).every(({ view }) => view.coupon.currentRedemptions === 3)).toBe(true);
      // e was left out though places are left (b's and c's twin's went to a unique key): ClaimCouponUseCase tries again,
      // alone now: a taken code fails that statement, a free one takes the claim.
      expect(await claimOf(e, 'AAAAAAAAAA')).toBe('code_taken');
      expect(await claimOf(e, 'GGGGGGGGGG')).toBe('claimed');
      // Two processes (two repositories) claiming for one member at once: one claim, the other refused by the key or the check.
      const twice = await Promise.all(
        [
          new TypeOrmClaimRepository(t.app.get(TypeOrmUnitOfWork)),
          new TypeOrmClaimRepository(t.app.get(TypeOrmUnitOfWork)),
        ].map((repository, n) =>
          repository
            .claim(randomUUID(), coupon.id, b, n === 0 ? 'HHHHHHHHHH' : 'JJJJJJJJJJ', at)
            .then((result) => result.outcome),
        ),
      );
      expect(twice.filter((outcome) => outcome === 'claimed')).toHaveLength(1);
      expect(twice.filter((outcome) => outcome === 'already_claimed' || outcome === 'refused')).toHaveLength(1);
    });

    itQuietAndBusy(
      "the grouped statement holds when other processes' statements race it: never over the limit, never a member twice",
      async () => {
        const coupon = await create(sisigCoupon({ maxRedemptions: 50 }));
        const users: Array<{ id: string }> = await t.dataSource.query(
          `INSERT INTO users (email, role) SELECT 'race-' || g || '@coupons.test', 'user' FROM generate_series(1, 80) g RETURNING id`,
        );
        const ids = users.map((user) => user.id);
        const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
        const code = () =>
          Array.from({ length: 10 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
        // 40 statements of 10 claims each, as 40 replicas would send them at once: every member is in 5 of them.
        const batches = Array.from({ length: 40 }, (_, n) =>
          Array.from({ length: 10 }, (_, i) => ({
            id: randomUUID(),
            userId: ids[(n * 7 + i * 11) % ids.length] as string,
            code: code(),
            at: new Date(),
          })),
        );
        const answers: Array<Array<{ claimed: boolean }>> = await Promise.all(
          batches.map((batch) => t.dataSource.query(CLAIM_BATCH_SQL, claimBatchParams(coupon.id, batch))),
        );
        const claimed = answers.flat().filter((answer) => answer.claimed).length;
        const [row] = await t.dataSource.query(
          `SELECT current_redemptions AS current, (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = $1) AS claims,
           (SELECT count(DISTINCT user_id)::int FROM coupon_redemptions WHERE coupon_id = $1) AS members
         FROM coupons WHERE id = $1`,
          [coupon.id],
        );
        expect({ claimed, ...row }).toEqual({ claimed: 50, current: 50, claims: 50, members: 50 });
      },
      60_000,
    );

    it('the tables themselves refuse more claims than maxRedemptions and a second claim of one member', async () => {
      const coupon = await create(sisigCoupon({ maxRedemptions: 1 }));
      await claim(member, coupon.id).expect(201);
      await expect(
        t.dataSource.query(`UPDATE coupons SET current_redemptions = 2 WHERE id = $1`, [coupon.id]),
      ).rejects.toThrow(/coupons_never_over_claimed/);
      await expect(
        t.dataSource.query(
          `INSERT INTO coupon_redemptions (coupon_id, user_id, code, redeemed_at)
           SELECT coupon_id, user_id, 'ABCDEFGHJK', now() FROM coupon_redemptions WHERE coupon_id = $1`,
          [coupon.id],
        ),
      ).rejects.toThrow(/coupon_redemptions_once_per_member/);
    });

    itQuietAndBusy(
      'one member claiming 50 times at once gets exactly one claim',
      async () => {
        const coupon = await create(sisigCoupon({ maxRedemptions: 10 }));
        const statuses = await Promise.all(
          Array.from({ length: 50 }, () => claim(member, coupon.id).then((res) => res.status)),
        );
        expect(statuses.filter((status) => status === 201)).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(49);
        const [row] = await t.dataSource.query(
          `SELECT current_redemptions AS current, (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = $1) AS claims FROM coupons WHERE id = $1`,
          [coupon.id],
        );
        expect(row).toEqual({ current: 1, claims: 1 });
      },
      60_000,
    );
  });

  describe('My Coupons (GET /api/user/coupons)', () => {
    it("lists the member's claims newest first, with code, QR path and status (valid, used, expired)", async () => {
      const first = await create(sisigCoupon({ title: 'First' }));
      const second = await create(sisigCoupon({ title: 'Second', businessId: fallsId }));
      const third = await create(sisigCoupon({ title: 'Third', businessType: 'service', businessId: petronId }));
      for (const coupon of [first, second, third]) await claim(member, coupon.id).expect(201);
      await claim(member2, first.id).expect(201);
      await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        second.id,
      ]);
      await t.dataSource.query(
        `UPDATE coupon_redemptions SET used_at = now() WHERE coupon_id = $1 AND user_id = (SELECT id FROM users WHERE email = 'member@coupons.test')`,
        [third.id],
      );
      const res = await as(member).get('/api/user/coupons').expect(200);
      expect(res.headers['x-total-count']).toBe('3');
      const claims = res.body as ClaimBody[];
      expect(claims.map((c) => [c.coupon.title, c.status])).toEqual([
        ['Third', 'used'],
        ['Second', 'expired'],
        ['First', 'valid'],
      ]);
      expect(claims[0].usedAt).not.toBeNull();
      for (const c of claims) expect(c.code).toMatch(CODE);
      expect(new Set(claims.map((c) => c.code)).size).toBe(3);
      const page = await as(member).get('/api/user/coupons?limit=1&offset=2').expect(200);
      expect((page.body as ClaimBody[]).map((c) => c.coupon.title)).toEqual(['First']);
      expect((await as(staff).get('/api/user/coupons').expect(200)).body).toEqual([]);
      await as(null).get('/api/user/coupons').expect(401);
      await as(member).get('/api/user/coupons?limit=500').expect(400);
      // A suspended member can still read their coupons.
      await as(suspended).get('/api/user/coupons').expect(200);
    });
  });

  describe('the partner counter', () => {
    const assign = (body: object) => as(admin).post('/api/partner-staff', body);

    it('admins assign staff by e-mail or id, list and remove them; refusals name why', async () => {
      const assigned = (
        await assign({ email: ' STAFF@coupons.test ', businessType: 'destination', businessId: sisigId }).expect(201)
      ).body;
      expect(assigned).toMatchObject({
        member: { email: 'staff@coupons.test', displayName: 'Teresita' },
        businessType: 'destination',
        businessId: sisigId,
        businessName: "Aling Lucing's Sisig",
        businessLink: `/destinations/${sisigId}`,
      });
      const [{ id: otherId }] = await t.dataSource.query(
        `SELECT id FROM users WHERE email = 'other-staff@coupons.test'`,
      );
      await assign({ userId: otherId, businessType: 'service', businessId: petronId }).expect(201);
      expect(
        (await assign({ email: 'staff@coupons.test', businessType: 'destination', businessId: sisigId }).expect(409))
          .body.code,
      ).toBe('PARTNER_STAFF_ALREADY_ASSIGNED');
      expect(
        (await assign({ email: 'nobody@coupons.test', businessType: 'destination', businessId: sisigId }).expect(404))
          .body.code,
      ).toBe('PARTNER_STAFF_MEMBER_NOT_FOUND');
      expect(
        (await assign({ email: 'staff@coupons.test', businessType: 'service', businessId: sisigId }).expect(404)).body
          .code,
      ).toBe('COUPON_BUSINESS_NOT_FOUND');
      expect((await assign({ businessType: 'destination', businessId: sisigId }).expect(400)).body.code).toBe(
        'PARTNER_STAFF_MEMBER_REQUIRED',
      );
      expect(
        (
          await assign({
            userId: otherId,
            email: 'staff@coupons.test',
            businessType: 'destination',
            businessId: sisigId,
          }).expect(400)
        ).body.code,
      ).toBe('PARTNER_STAFF_MEMBER_REQUIRED');
      expect(
        (await assign({ email: 'not-an-email', businessType: 'destination', businessId: sisigId }).expect(400)).body
          .code,
      ).toBe('VALIDATION_FAILED');
      await as(member)
        .post('/api/partner-staff', { email: 'member@coupons.test', businessType: 'destination', businessId: sisigId })
        .expect(403);
      expect(await count('SELECT count(*) AS n FROM coupon_partner_staff')).toBe(2);

      const list = await as(admin).get('/api/partner-staff').expect(200);
      expect(list.headers['x-total-count']).toBe('2');
      expect((list.body as Array<{ businessName: string }>).map((a) => a.businessName)).toEqual([
        'Petron Dolores',
        "Aling Lucing's Sisig",
      ]);
      const filtered = await as(admin)
        .get(`/api/partner-staff?businessType=destination&businessId=${sisigId}`)
        .expect(200);
      expect((filtered.body as Array<{ id: string }>).map((a) => a.id)).toEqual([assigned.id]);
      expect(
        ((await as(staff).get('/api/user/staff-assignments').expect(200)).body as Array<{ businessId: string }>).map(
          (a) => a.businessId,
        ),
      ).toEqual([sisigId]);
      expect((await as(member).get('/api/user/staff-assignments').expect(200)).body).toEqual([]);

      await as(admin).delete(`/api/partner-staff/${assigned.id}`).expect(204);
      expect((await as(admin).delete(`/api/partner-staff/${assigned.id}`).expect(404)).body.code).toBe(
        'PARTNER_STAFF_ASSIGNMENT_NOT_FOUND',
      );
      expect((await as(staff).get('/api/user/staff-assignments').expect(200)).body).toEqual([]);
    });

    it('staff check a code of their business, mark it used once; anyone else is refused', async () => {
      await assign({ email: 'staff@coupons.test', businessType: 'destination', businessId: sisigId }).expect(201);
      await assign({ email: 'other-staff@coupons.test', businessType: 'service', businessId: petronId }).expect(201);
      const coupon = await create(sisigCoupon());
      const { code } = (await claim(member, coupon.id).expect(201)).body as ClaimBody;

      const checked = (await as(staff).get(`/api/coupon-codes/${code}`).expect(200)).body;
      expect(checked).toMatchObject({
        code,
        status: 'valid',
        usable: true,
        memberFirstName: 'Liza',
        usedAt: null,
        coupon: { id: coupon.id, title: coupon.title, businessName: "Aling Lucing's Sisig" },
      });
      // Typed in any case, without the dash.
      await as(staff)
        .get(`/api/coupon-codes/${code.replace('-', '').toLowerCase()}`)
        .expect(200);
      expect((await as(staff).get('/api/coupon-codes/AAAAA-AAAAA').expect(404)).body.code).toBe(
        'COUPON_CODE_NOT_FOUND',
      );
      expect((await as(staff).get('/api/coupon-codes/nonsense!').expect(404)).body.code).toBe('COUPON_CODE_NOT_FOUND');
      expect((await as(member).get(`/api/coupon-codes/${code}`).expect(403)).body.code).toBe('NOT_PARTNER_STAFF');
      expect((await as(member2).post(`/api/coupon-codes/${code}/use`).expect(403)).body.code).toBe('NOT_PARTNER_STAFF');
      expect((await as(otherStaff).get(`/api/coupon-codes/${code}`).expect(403)).body.code).toBe(
        'NOT_STAFF_OF_THIS_BUSINESS',
      );
      expect((await as(otherStaff).post(`/api/coupon-codes/${code}/use`).expect(403)).body.code).toBe(
        'NOT_STAFF_OF_THIS_BUSINESS',
      );
      await as(null).get(`/api/coupon-codes/${code}`).expect(401);
      expect(await count('SELECT count(*) AS n FROM coupon_redemptions WHERE used_at IS NOT NULL')).toBe(0);

      const used = (await as(staff).post(`/api/coupon-codes/${code}/use`).expect(200)).body;
      expect(used).toMatchObject({ code, status: 'used', usable: false });
      expect(used.usedAt).not.toBeNull();
      const again = await as(admin).post(`/api/coupon-codes/${code}/use`).expect(409);
      expect(again.body).toMatchObject({ code: 'COUPON_CODE_ALREADY_USED', details: { usedAt: used.usedAt } });
      expect(again.body.message).toContain(used.usedAt);
      expect((await as(staff).get(`/api/coupon-codes/${code}`).expect(200)).body).toMatchObject({
        status: 'used',
        usedAt: used.usedAt,
      });
      expect(((await as(member).get('/api/user/coupons').expect(200)).body as ClaimBody[])[0]).toMatchObject({
        status: 'used',
        usedAt: used.usedAt,
      });
    });

    it('codes of an expired or withdrawn coupon stop verifying; admins check any code; two staff at once use it once', async () => {
      await assign({ email: 'staff@coupons.test', businessType: 'destination', businessId: sisigId }).expect(201);
      const expiring = await create(sisigCoupon({ title: 'Expiring' }));
      const withdrawn = await create(sisigCoupon({ title: 'Withdrawn' }));
      const good = await create(sisigCoupon({ title: 'Good', businessId: fallsId }));
      const codeOf = async (id: string) => ((await claim(member, id).expect(201)).body as ClaimBody).code;
      const [expiredCode, withdrawnCode, goodCode] = [
        await codeOf(expiring.id),
        await codeOf(withdrawn.id),
        await codeOf(good.id),
      ];
      await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        expiring.id,
      ]);
      await as(admin).delete(`/api/coupons/${withdrawn.id}`).expect(204);

      expect((await as(staff).get(`/api/coupon-codes/${expiredCode}`).expect(200)).body).toMatchObject({
        status: 'expired',
        usable: false,
      });
      expect((await as(staff).post(`/api/coupon-codes/${expiredCode}/use`).expect(409)).body.code).toBe(
        'COUPON_CODE_EXPIRED',
      );
      expect((await as(staff).get(`/api/coupon-codes/${withdrawnCode}`).expect(200)).body).toMatchObject({
        status: 'withdrawn',
        usable: false,
      });
      expect((await as(staff).post(`/api/coupon-codes/${withdrawnCode}/use`).expect(409)).body.code).toBe(
        'COUPON_CODE_WITHDRAWN',
      );
      expect(await count('SELECT count(*) AS n FROM coupon_redemptions WHERE used_at IS NOT NULL')).toBe(0);

      // Staff of the sisig place only: the falls' code is another business's. Admins may check any.
      expect((await as(staff).get(`/api/coupon-codes/${goodCode}`).expect(403)).body.code).toBe(
        'NOT_STAFF_OF_THIS_BUSINESS',
      );
      await assign({ email: 'staff@coupons.test', businessType: 'destination', businessId: fallsId }).expect(201);
      const both = await Promise.all([
        as(staff).post(`/api/coupon-codes/${goodCode}/use`),
        as(admin).post(`/api/coupon-codes/${goodCode}/use`),
      ]);
      expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(await count('SELECT count(*) AS n FROM coupon_redemptions WHERE used_at IS NOT NULL')).toBe(1);
    });
  });

  it('loads a dozen demo coupons on demo places, consistent with their claims, with counter staff', async () => {
    await resetDatabase(t.dataSource);
    await new DemoDataLoader(t.dataSource, DEMO_DATA_SETS).loadOnce();
    expect(await count('SELECT count(*) AS n FROM coupons')).toBe(12);
    expect(await count('SELECT count(*) AS n FROM coupons WHERE expires_at < now()')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM coupons WHERE NOT is_active')).toBe(1);
    expect(
      await count('SELECT count(*) AS n FROM coupons WHERE max_redemptions - current_redemptions = 1'),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(
        `SELECT count(*) AS n FROM coupons c WHERE current_redemptions <> (SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = c.id)`,
      ),
    ).toBe(0);
    const list = await request(t.http).get('/api/coupons').expect(200);
    expect(list.headers['x-total-count']).toBe('10');
    const user = await signIn(t.http, 'user@example.com', 'demo-password');
    const mine = (await request(t.http).get('/api/user/coupons').set('Cookie', user).expect(200)).body as ClaimBody[];
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const staffCookie = await signIn(t.http, 'teresita.pangilinan@example.com', 'demo-password');
    expect(
      (
        (await request(t.http).get('/api/user/staff-assignments').set('Cookie', staffCookie).expect(200))
          .body as unknown[]
      ).length,
    ).toBe(2);
  }, 60_000);

  /** `n` members with API tokens, inserted in bulk (no password hashing): their tokens. */
  async function bulkMembers(n: number): Promise<string[]> {
    const tokens = Array.from({ length: n }, (_, i) => `tp_bulk_${i}_${randomUUID()}`);
    const ids: Array<{ id: string }> = await t.dataSource.query(
      `INSERT INTO users (email, role) SELECT 'bulk-' || g || '@coupons.test', 'user' FROM generate_series(1, $1) g RETURNING id`,
      [n],
    );
    await t.dataSource.query(
      `INSERT INTO api_tokens (user_id, name, token_hash) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])`,
      [ids.map((row) => row.id), tokens.map(() => 'bulk'), tokens.map(hashSecretToken)],
    );
    return tokens;
  }
});
