/** A public holiday of the Philippines (holidays.js). */
export interface PhilippineHoliday {
  /** 'YYYY-MM-DD', a day in Manila. */
  readonly date: string;
  readonly name: string;
  readonly nameFil: string;
  readonly kind: 'regular' | 'special';
}

/** An open interval: from `opensAt` (inclusive) to `closesAt` (exclusive). */
export interface OpenInterval {
  readonly opensAt: Date;
  readonly closesAt: Date;
}

export const OPENING_HOURS_MAX_LENGTH: 500;
export const MANILA_TIME_ZONE: 'Asia/Manila';

export class OpeningHoursSyntaxError extends Error {}

export function easterSunday(year: number): [month: number, day: number];
export function philippineHolidays(year: number): PhilippineHoliday[];
export function toManilaWallClock(instant: Date): Date;
export function fromManilaWallClock(wallClock: Date): Date;
export function withHolidayDates(value: string, years: readonly number[]): string;
export function checkOpeningHours(value: string | null | undefined, now?: Date): string | null;
export function openIntervals(value: string, from: Date, to: Date): OpenInterval[];
export function isAlwaysOpen(value: string, now?: Date): boolean;
