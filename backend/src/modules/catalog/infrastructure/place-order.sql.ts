import { PlaceSort, type GeoPoint } from '../domain/place-order.js';
import type { PlaceListFilter } from '../domain/place.js';

/** A place table's alias and default order, as place-list.sql.ts's PlaceTable has them. */
interface OrderedTable {
  readonly alias: string;
  readonly order: ReadonlyArray<readonly [column: string, direction: string]>;
}

/**
 * How a page of a place list is ordered (docs/near-me.md), for placeListSql's deferred join: the inner query selects
 * `keys` in `orderBy` order from an index, the outer one joins the page's rows, adds `columns` and orders by
 * `pageOrderBy` (the same order, on the inner query's `page` alias).
 */
export interface PlaceOrderSql {
  /** The inner query's select list. */
  readonly keys: string;
  readonly orderBy: string;
  readonly pageOrderBy: string;
  /** More columns of the outer query: `, ... AS "distanceKm"` with `near`; else ''. */
  readonly columns: string;
}

/** ll_to_earth of a place's coordinates: the expression of the GiST index `<table>_near_idx` (migration 1795321000000). */
export function placeEarthSql(alias: string): string {
  return `ll_to_earth(${alias}.latitude, ${alias}.longitude)`;
}

/** The conditions `near` adds: only places with coordinates (the near index's predicate). */
export function nearConditions(filter: PlaceListFilter, alias: string): string[] {
  return filter.near ? [`${alias}.latitude IS NOT NULL`, `${alias}.longitude IS NOT NULL`] : [];
}

/** The rating sort: Bayesian score (rating_score, unrated last), then name and id (`<table>_rating_sort_idx`). */
const RATING_ORDER: ReadonlyArray<readonly [string, string]> = [
  ['rating_score', 'DESC NULLS LAST'],
  ['name', 'ASC'],
  ['id', 'ASC'],
];

function columnsOrder(alias: string, order: ReadonlyArray<readonly [string, string]>): PlaceOrderSql {
  const by = (on: string) => order.map(([column, direction]) => `${on}.${column} ${direction}`).join(', ');
  return {
    keys: order.map(([column]) => `${alias}.${column}`).join(', '),
    orderBy: by(alias),
    pageOrderBy: by('page'),
    columns: '',
  };
}

/**
 * The order of a page. With `near` (and no other sort): nearest first by `<->` between ll_to_earth points (the
 * chord through the earth, which orders exactly as the great-circle distance does, and which the GiST index answers
 * nearest first: KNN), ties by id. The point's two parameters are appended to `params` (after the count's, which does
 * not use them). `distanceKm` (the great-circle distance, earth_distance, in km with one decimal) comes with every
 * place when `near` is given, whatever the order.
 */
export function placeOrderSql(table: OrderedTable, filter: PlaceListFilter, params: unknown[]): PlaceOrderSql {
  const a = table.alias;
  const order = filter.sort === PlaceSort.Rating ? columnsOrder(a, RATING_ORDER) : columnsOrder(a, table.order);
  if (!filter.near) return order;
  const point = pointSql(filter.near, params);
  const columns = `, round((earth_distance(${placeEarthSql(a)}, ${point}) / 1000)::numeric, 1)::float8 AS "distanceKm"`;
  if (filter.sort !== undefined) return { ...order, columns };
  return {
    keys: `${a}.id, ${placeEarthSql(a)} <-> ${point} AS near_order`,
    orderBy: `${placeEarthSql(a)} <-> ${point}, ${a}.id`,
    pageOrderBy: 'page.near_order, page.id',
    columns,
  };
}

function pointSql(point: GeoPoint, params: unknown[]): string {
  params.push(point.latitude, point.longitude);
  return `ll_to_earth($${params.length - 1}::float8, $${params.length}::float8)`;
}

/** The view of a row with its `distanceKm` (a `near` list's rows have it), unchanged otherwise. */
export function withDistanceOf<V>(row: unknown, view: V): V {
  const distanceKm = (row as { distanceKm?: unknown }).distanceKm;
  return typeof distanceKm === 'number' ? { ...view, distanceKm } : view;
}
