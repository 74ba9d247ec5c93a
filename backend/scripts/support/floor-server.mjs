// The benchmark's floor (issue 13): plain node:http + pg running exactly the SQL our repositories run (the SQL
// builders are imported from the built backend, dist/), answering the rows as JSON with X-Total-Count. No framework,
// no validation, no sessions, no mapping: what any server of these answers costs at least.
//   node scripts/support/floor-server.mjs <database url> <port> <viewer user id>
// Prints `listening <port>` when ready. The 304 path: an If-None-Match equal to the ETag it was told
// (GET /__floor/etag?value=...) is answered 304 at once, the least any server can do for it.
import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { profileOnSignal } from './profile-on-signal.mjs';
import pg from 'pg';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = (file) => import(pathToFileURL(path.join(backend, 'dist', file)).href);

const [databaseUrl, portArg, viewerId] = process.argv.slice(2);
profileOnSignal();
const { destinationListSql, DESTINATIONS_TABLE } = await dist(
  'modules/destinations/infrastructure/typeorm-destination.repository.js',
);
const { serviceListSql, SERVICES_TABLE } = await dist('modules/services/infrastructure/typeorm-service.repository.js');
const { placeSelectSql } = await dist('modules/catalog/infrastructure/place-list.sql.js');
const { postListSql } = await dist('modules/community/infrastructure/post-sql.js');
const { placeListFilter } = await dist('modules/catalog/domain/place.js');
const { placeCategoryFilter } = await dist('modules/catalog/domain/category-filter.js');
const { serviceCategoryFilter } = await dist('modules/services/domain/service-category-filter.js');
const { cappedTotal } = await dist('shared/domain/page.js');
const { categoryListSql } = await dist('modules/categories/infrastructure/typeorm-category.repository.js');

// The same pool size as the app's TypeORM DataSource (data-source-options.ts: max 10).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
let etag;

// Coupon claims (once backend/src/modules/coupons exists): the statement TypeOrmClaimRepository.claim() runs for a
// claim alone (CLAIM_ONE_SQL; older builds: the same SQL, inline), one claim per statement as a plain server sends them
// (the API groups the claims of a coupon that arrive while one of its statements runs: GroupCommit), which answers the
// claim's view too (older builds: the view read after it, as their ClaimCouponUseCase did); the claimer is the user id
// in the session id of the cookie (the benchmark makes sessions 'bench.<user id>').
const couponSql = fs.existsSync(path.join(backend, 'dist/modules/coupons/infrastructure/coupon-sql.js'))
  ? await dist('modules/coupons/infrastructure/coupon-sql.js')
  : undefined;
// The coupon list as TypeOrmCouponRepository.list() runs it for a signed-out caller (builds since 2026-11-27).
const { couponListSql } = couponSql ? await dist('modules/coupons/infrastructure/typeorm-coupon.repository.js') : {};
const claims = couponSql && {
  insert:
    couponSql.CLAIM_ONE_SQL ??
    `WITH taken AS (
           UPDATE coupons c SET current_redemptions = c.current_redemptions + 1
           WHERE c.id = $2 AND ${couponSql.claimableSql('$5::timestamptz')}
             AND (c.max_redemptions IS NULL OR c.current_redemptions < c.max_redemptions)
             AND NOT EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.coupon_id = $2 AND r.user_id = $3)
           RETURNING c.id
         )
         INSERT INTO coupon_redemptions (id, coupon_id, user_id, code, redeemed_at)
         SELECT $1, taken.id, $3, $4, $5 FROM taken
         RETURNING id`,
  view: `
  SELECT r.id AS "claimId", r.code, r.redeemed_at AS "redeemedAt", r.used_at AS "usedAt", u.first_name AS "memberFirstName",
    true AS "claimedByMe", ${couponSql.COUPON_COLUMNS_SQL}
  FROM coupon_redemptions r JOIN users u ON u.id = r.user_id JOIN coupons c ON c.id = r.coupon_id ${couponSql.BUSINESS_JOINS_SQL} WHERE r.id = $1`,
};
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

async function claim(couponId, cookie) {
  const userId = /bench\.([0-9a-f-]{36})/.exec(decodeURIComponent(cookie ?? ''))?.[1];
  if (!claims || !userId) return { status: 401, body: { statusCode: 401 } };
  const id = randomUUID();
  const code = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  try {
    const { rows } = await pool.query(claims.insert, [id, couponId, userId, code, new Date()]);
    if (rows.length === 0) return { status: 409, body: { statusCode: 409 } };
    // Since 2026-11-26 CLAIM_ONE_SQL answers the claim's view itself (older builds: read it after).
    if (rows[0].claimId) return { status: 201, body: rows[0] };
  } catch (error) {
    return { status: 409, body: { statusCode: 409, message: String(error.message) } };
  }
  const { rows } = await pool.query(claims.view, [id]);
  return { status: 201, body: rows[0] };
}

// What TypeOrmCategoryRepository runs (older builds read categories through TypeORM's find(): the same query).
const CATEGORIES_SQL =
  categoryListSql?.({}).sql ?? `SELECT id, name, type, icon, color FROM categories ORDER BY type ASC, name ASC, id ASC`;

function pageOf(query) {
  return { limit: Number(query.get('limit') ?? 20), offset: Number(query.get('offset') ?? 0) };
}

function inputOf(query) {
  const input = {};
  for (const key of ['categoryId', 'category', 'search', 'type', 'near', 'sort'])
    if (query.has(key)) input[key] = query.get(key);
  if (query.get('openNow') === 'true') input.openNow = true;
  return input;
}

async function list({ sql, params, countSql, countParams }, page) {
  const [rows, counted] = await Promise.all([pool.query(sql, params), pool.query(countSql, countParams)]);
  return { body: rows.rows, ...cappedTotal(counted.rows[0]?.total ?? 0, page) };
}

async function answer(url, req) {
  const query = url.searchParams;
  const parts = url.pathname.split('/').filter(Boolean); // api, resource, id?
  const resource = parts[1];
  const id = parts[2];
  if (resource === 'destinations' || resource === 'services') {
    const table = resource === 'destinations' ? DESTINATIONS_TABLE : SERVICES_TABLE;
    if (id) {
      const { rows } = await pool.query(`${placeSelectSql(table)} WHERE ${table.alias}.id = $1`, [id]);
      return rows[0] ? { body: rows[0] } : { status: 404, body: { statusCode: 404 } };
    }
    const page = pageOf(query);
    const filter = placeListFilter(
      inputOf(query),
      resource === 'destinations' ? placeCategoryFilter : serviceCategoryFilter,
    );
    const build = resource === 'destinations' ? destinationListSql : serviceListSql;
    return list(build(filter, page), page);
  }
  if (resource === 'categories') {
    const { rows } = await pool.query(CATEGORIES_SQL);
    return { body: rows, total: rows.length };
  }
  if (resource === 'coupons' && parts[3] === 'redeem' && req.method === 'POST') return claim(id, req.headers.cookie);
  if (resource === 'coupons' && !id && couponListSql) {
    const page = pageOf(query);
    const input = inputOf(query);
    return list(
      couponListSql({
        includeAll: false,
        viewerId: null,
        now: new Date(),
        category: input.category,
        search: input.search,
        ...page,
      }),
      page,
    );
  }
  if (resource === 'posts') {
    const page = pageOf(query);
    return list(postListSql({ viewerId, ...page }), page);
  }
  return { status: 404, body: { statusCode: 404 } };
}

const server = http.createServer((req, res) => {
  if (req.url.startsWith('/__floor/etag?')) {
    etag = new URL(req.url, 'http://floor').searchParams.get('value') || undefined;
    res.end();
    return;
  }
  if (etag && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ETag: etag });
    res.end();
    return;
  }
  answer(new URL(req.url, 'http://floor'), req).then(
    ({ status = 200, body, total, totalCapped }) => {
      const json = JSON.stringify(body);
      const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) };
      if (total !== undefined) headers['X-Total-Count'] = String(total);
      if (totalCapped) headers['X-Total-Count-Capped'] = 'true';
      res.writeHead(status, headers);
      res.end(json);
    },
    (error) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error?.message ?? error));
    },
  );
});
server.keepAliveTimeout = 61_000;
server.listen(Number(portArg), '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
