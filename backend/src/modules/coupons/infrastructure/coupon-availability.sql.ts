/**
 * The SQL twin of the domain's isClaimableNow (domain/coupon.ts), written once (issue 31.5): every query that asks
 * whether a coupon is available uses these, so the places' 'Coupon Available' flag (catalog's hasActiveCouponSql),
 * the coupon lists and their counts, and the claim statements cannot disagree.
 *
 * `alias` is the coupons table's alias in the query, `at` the SQL of the moment asked about: a `$n::timestamptz`
 * placeholder, a column, or `now()`. Both are SQL text written by the caller from constants, never from input.
 */

/** Open for claims at `at`: not withdrawn (deleted), active and unexpired; the room left is not looked at. */
export function couponOpenSql(alias: string, at: string): string {
  return `${alias}.deleted_at IS NULL AND ${alias}.is_active AND (${alias}.expires_at IS NULL OR ${alias}.expires_at > ${at})`;
}

/**
 * Not sold out: no limit (the comparison is null), or fewer claims than maxRedemptions. Written exactly as the
 * statistics coupons_room_stats (migration 1795320500000) so that the planner knows how many coupons have room.
 */
export function couponHasRoomSql(alias: string): string {
  return `coalesce(${alias}.current_redemptions < ${alias}.max_redemptions, true)`;
}

/** Available at `at`: some member could claim it then (open, and not sold out). */
export function couponAvailableSql(alias: string, at: string): string {
  return `${couponOpenSql(alias, at)} AND ${couponHasRoomSql(alias)}`;
}
