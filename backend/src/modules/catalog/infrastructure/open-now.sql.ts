import type { PlaceOpenState } from '../domain/opening-hours.js';
import type { PlaceTable } from './place-list.sql.js';

/** How many coming intervals an answer carries: the one in progress and the next ones (about a week of days). */
export const ANSWER_INTERVALS = 8;

/** 'destination' or 'service': the place_type of a place table's rows in place_open_intervals. */
export function placeTypeOf(table: Pick<PlaceTable, 'table'>): 'destination' | 'service' {
  return table.table === 'destinations' ? 'destination' : 'service';
}

/**
 * The 'open now' filter (GET ...?openNow=true): one of the place's precomputed open intervals holds now() (an index
 * probe of place_open_intervals_place_ends). A place without hours has no intervals, so it is never open.
 */
export function openNowSql(table: PlaceTable): string {
  const a = table.alias;
  return (
    `EXISTS (SELECT 1 FROM place_open_intervals oi WHERE oi.place_type = '${placeTypeOf(table)}' ` +
    `AND oi.place_id = ${a}.id AND oi.ends_at > now() AND oi.starts_at <= now())`
  );
}

/**
 * `openState`: null without hours; else the coming intervals (at most ANSWER_INTERVALS, ISO instants) and is24_7,
 * true when an interval holds now and lasts at least 7 more days (24/7, or no break for a week). The intervals of a
 * place never overlap, so their order by end is their order by start: the aggregate takes them in the key's order
 * (place_open_intervals_pkey), with no sort per row of the list (test/listing.int-spec.ts reads the plans).
 */
export function openIntervalsColumnSql(table: PlaceTable): string {
  const a = table.alias;
  const mine = `oi.place_type = '${placeTypeOf(table)}' AND oi.place_id = ${a}.id`;
  return (
    `CASE WHEN ${a}.opening_hours IS NULL THEN NULL ELSE json_build_object(` +
    `'is24_7', EXISTS (SELECT 1 FROM place_open_intervals oi WHERE ${mine} AND oi.starts_at <= now() ` +
    `AND oi.ends_at >= now() + interval '7 days'), ` +
    `'intervals', (SELECT coalesce(json_agg(json_build_object('start', ${isoInstantSql('coming.starts_at')}, ` +
    `'end', ${isoInstantSql('coming.ends_at')}) ` +
    `ORDER BY coming.ends_at), '[]'::json) FROM (SELECT oi.starts_at, oi.ends_at FROM place_open_intervals oi ` +
    `WHERE ${mine} AND oi.ends_at > now() ORDER BY oi.ends_at LIMIT ${ANSWER_INTERVALS}) coming)) END AS "openState"`
  );
}

/**
 * An instant as JavaScript's toISOString writes it ('2026-11-27T00:00:00.000Z'), whatever the session's time zone:
 * `new Date()` reads that form about three times faster than PostgreSQL's own ('2026-11-27T08:00:00+08:00'), and a
 * list of 20 places carries up to 320 of them (issue 34.4).
 */
function isoInstantSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

interface OpenStateColumn {
  is24_7: boolean;
  intervals: Array<{ start: string; end: string }>;
}

/** The `openState` column of a place row as the view carries it (instants as Dates). */
export function openStateOf(row: { openState?: OpenStateColumn | null }): PlaceOpenState | null {
  if (!row.openState) return null;
  return {
    is24_7: row.openState.is24_7,
    intervals: row.openState.intervals.map((interval) => ({
      opensAt: new Date(interval.start),
      closesAt: new Date(interval.end),
    })),
  };
}
