export type { PhilippineHoliday } from './index.js';
export function easterSunday(year: number): [month: number, day: number];
export function philippineHolidays(year: number): import('./index.js').PhilippineHoliday[];
