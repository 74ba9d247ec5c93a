/** SQL adding `count` generated destinations (see sample-rows.mjs). */
export function sampleDestinationsSql(count: number, first?: number): string;
/** SQL adding `count` generated services (see sample-rows.mjs). */
export function sampleServicesSql(count: number, first?: number): string;
/** SQL adding `count` generated community posts by the existing users (see sample-rows.mjs). */
export function samplePostsSql(count: number, first?: number): string;
/** SQL adding `count` generated coupons for the existing destinations and services (see sample-rows.mjs). */
export function sampleCouponsSql(count: number, first?: number): string;
/** SQL writing the open intervals of the places with sample hours that have none yet (see sample-rows.mjs). */
export function sampleOpenIntervalsSql(): string;
