import type { EntityManager } from 'typeorm';
import { cappedTotal, COUNT_CAP, countLimitOf, type Page, type PageRequest } from '../../../shared/domain/page.js';
import type { PlaceListFilter } from '../domain/place.js';
import { searchConditions } from './catalog-search.sql.js';
import { categoryFilterSql } from './category-filter.sql.js';
import { CATEGORY_COLUMNS_SQL } from './category-summary.sql.js';
import { couponAvailableSql } from '../../coupons/infrastructure/coupon-availability.sql.js';
import { nearConditions, placeOrderSql, withDistanceOf } from './place-order.sql.js';
import { openIntervalsColumnSql, openNowSql } from './open-now.sql.js';

/** A place table as the list SQL needs it: its alias, its own columns and its listing order. */
export interface PlaceTable {
  readonly table: 'destinations' | 'services';
  readonly alias: 'd' | 's';
  /** The table's own columns (beyond the shared ones), as `alias.column AS "field"`. */
  readonly ownColumns: string;
  /**
   * The listing order (the contract) as [column, direction], ending with the id so that pages never overlap. An
   * index spells exactly this order (migration 1795309900000-listing-indexes), with and without category_id first.
   */
  readonly order: ReadonlyArray<readonly [column: string, direction: string]>;
  /** The coupons column that points at this table's places (for the 'Coupon Available' flag). */
  readonly couponColumn: 'destination_id' | 'service_id';
}

/** `alias.column direction, ...`: the ORDER BY of the listing order. */
export function orderSql(table: PlaceTable, alias: string = table.alias): string {
  return table.order.map(([column, direction]) => `${alias}.${column} ${direction}`).join(', ');
}

/** The shared columns of a place, as the mapper reads them. */
export function placeColumnsSql(alias: string): string {
  return (
    `${alias}.id, ${alias}.name, ${alias}.local_name AS "localName", ${alias}.description, ${alias}.address, ` +
    `${alias}.latitude, ${alias}.longitude, ${alias}.phone, ${alias}.website, ${alias}.images, ${alias}.rating, ` +
    `${alias}.review_count AS "reviewCount", ${alias}.category_id AS "categoryId", ${alias}.is_verified AS "isVerified", ` +
    `${alias}.opening_hours AS "openingHours", ${alias}.created_at AS "createdAt", ${alias}.updated_at AS "updatedAt"`
  );
}

/**
 * `hasActiveCoupon`: whether a partner coupon of the place is available right now (the coupons module's one rule,
 * couponAvailableSql: active, not withdrawn, unexpired, not sold out), read in the same query as the place (issue
 * 11.4: no request per card). The coupons module owns the table; this is a read of it, like a view. Its writes that
 * change the answer bump the 'coupons' cache scope (migration 1795310200000), and an expiry needs no write: cached
 * lists carry a time bucket (@PublicCache).
 */
export function hasActiveCouponSql(table: PlaceTable): string {
  return (
    `EXISTS (SELECT 1 FROM coupons k WHERE k.${table.couponColumn} = ${table.alias}.id ` +
    `AND ${couponAvailableSql('k', 'now()')}) AS "hasActiveCoupon"`
  );
}

/** Every column a place view reads: the shared ones, the table's own, the flag and the category's. */
function viewColumnsSql(table: PlaceTable): string {
  return `${placeColumnsSql(table.alias)}, ${table.ownColumns}, ${hasActiveCouponSql(table)}, ${openIntervalsColumnSql(table)}, ${CATEGORY_COLUMNS_SQL}`;
}

/** SELECT ... FROM the table joined with its category: append `WHERE ...`. */
export function placeSelectSql(table: PlaceTable): string {
  const a = table.alias;
  return `SELECT ${viewColumnsSql(table)} FROM ${table.table} ${a} LEFT JOIN categories c ON c.id = ${a}.category_id`;
}

export interface ListSql {
  readonly sql: string;
  readonly countSql: string;
  readonly params: unknown[];
  readonly countParams: unknown[];
  /** How far the count counts past the start (countLimitOf): COUNT_CAP, or OPEN_NOW_COUNT_CAP for open-now lists. */
  readonly countCap: number;
}

/**
 * An open-now list counts its matches only to 100 past the start (X-Total-Count-Capped beyond, as every list past
 * COUNT_CAP): its count checks each place's open intervals, and finding 1,001 open places reads about 1,001 divided by
 * the share of places open at that hour, which grows with the table (8 -> 24-35 ms from 1,000 to 100,000 places at
 * night, issue 34.5), where 101 stay cheap.
 */
export const OPEN_NOW_COUNT_CAP = 100;

/**
 * The SQL of one page of a place list and of its capped total (also used by the EXPLAIN test and the benchmark).
 *
 * The page is a deferred join: the inner query picks the page's keys in the listing order (an index-ordered scan of
 * the listing index, index-only when the visibility map allows, so a deep page skips index entries rather than
 * joined rows), and only the page's rows are then read and joined with their category. The count reads at most
 * countLimitOf(page, countCap) + 1 matches (`LIMIT`), so it costs the same at 1,000 or 100,000 rows (cappedTotal reads
 * it).
 */
export function placeListSql(table: PlaceTable, filter: PlaceListFilter, page: PageRequest): ListSql {
  const a = table.alias;
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.categoryId !== undefined) {
    params.push(filter.categoryId);
    where.push(`${a}.category_id = $${params.length}`);
  }
  if (filter.type !== undefined) where.push(categoryFilterSql({ kind: 'type', type: filter.type }, a, params));
  if (filter.category !== undefined) where.push(categoryFilterSql(filter.category, a, params));
  where.push(...searchConditions(a, filter.terms, params));
  where.push(...nearConditions(filter, a));
  if (filter.openNow === true) where.push(openNowSql(table));
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const countCap = filter.openNow === true ? OPEN_NOW_COUNT_CAP : COUNT_CAP;
  const countParams = [...params, countLimitOf(page, countCap) + 1];
  // The order (default, near me or rating: place-order.sql.ts); its parameters come after the count's.
  const order = placeOrderSql(table, filter, params);
  params.push(page.limit, page.offset);
  const pageKeysSql =
    `SELECT ${order.keys} FROM ${table.table} ${a} ${whereSql} ORDER BY ${order.orderBy} ` +
    `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  return {
    sql:
      `SELECT ${viewColumnsSql(table)}${order.columns} FROM (${pageKeysSql}) page ` +
      `JOIN ${table.table} ${a} ON ${a}.id = page.id LEFT JOIN categories c ON c.id = ${a}.category_id ` +
      `ORDER BY ${order.pageOrderBy}`,
    countSql: `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${table.table} ${a} ${whereSql} LIMIT $${countParams.length}) matched`,
    params,
    countParams,
    countCap,
  };
}

/** Runs a list's page and capped count side by side and answers the page (rows mapped by `toView`). */
export async function queryListPage<R, V>(
  manager: EntityManager,
  list: ListSql,
  page: PageRequest,
  toView: (row: R) => V,
): Promise<Page<V>> {
  const [rows, counted] = await Promise.all([
    manager.query<R[]>(list.sql, list.params),
    manager.query<Array<{ total: number }>>(list.countSql, list.countParams),
  ]);
  return {
    items: rows.map((row) => withDistanceOf(row, toView(row))),
    ...cappedTotal(counted[0]?.total ?? 0, page, list.countCap),
  };
}
