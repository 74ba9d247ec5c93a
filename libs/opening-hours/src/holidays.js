// The public holidays of the Philippines, for the `PH` selector of opening hours (docs/opening-hours.md).
//
// The `opening_hours` package has no holiday definitions for the Philippines, so this table gives them: the regular
// holidays and special (non-working) days fixed by law (Republic Act 9492 and the laws it lists, Republic Act 9849
// for Eid'l Adha), the Holy Week days counted from Easter, National Heroes Day on the last Monday of August, and the
// days each year's proclamation adds (Chinese New Year, the two Eids, extra special days). A year's proclamation that
// has not been made yet leaves only the fixed and counted days.

/** Days that hold every year: [month, day, English name, Filipino name, kind]. */
const FIXED = [
  [1, 1, "New Year's Day", 'Bagong Taon', 'regular'],
  [4, 9, 'Day of Valor', 'Araw ng Kagitingan', 'regular'],
  [5, 1, 'Labor Day', 'Araw ng Paggawa', 'regular'],
  [6, 12, 'Independence Day', 'Araw ng Kalayaan', 'regular'],
  [8, 21, 'Ninoy Aquino Day', 'Araw ni Ninoy Aquino', 'special'],
  [11, 1, "All Saints' Day", 'Araw ng mga Santo', 'special'],
  [11, 30, 'Bonifacio Day', 'Araw ni Bonifacio', 'regular'],
  [12, 8, 'Feast of the Immaculate Conception', 'Kapistahan ng Immaculada Concepcion', 'special'],
  [12, 25, 'Christmas Day', 'Araw ng Pasko', 'regular'],
  [12, 30, 'Rizal Day', 'Araw ni Rizal', 'regular'],
  [12, 31, 'Last Day of the Year', 'Huling Araw ng Taon', 'special'],
];

/** Days counted from Easter Sunday: [offset in days, English, Filipino, kind]. */
const FROM_EASTER = [
  [-3, 'Maundy Thursday', 'Huwebes Santo', 'regular'],
  [-2, 'Good Friday', 'Biyernes Santo', 'regular'],
  [-1, 'Black Saturday', 'Sabado de Gloria', 'special'],
];

/**
 * What each year's proclamation adds: Proclamation No. 727 (2024) for 2025, with No. 839 (Eid'l Fitr, 1 April) and
 * No. 911 (Eid'l Adha, 6 June); Proclamation No. 1006 (2025) for 2026. 2027: Chinese New Year (6 February), declared
 * every year since 2012; the rest once proclaimed.
 */
const PROCLAIMED = {
  2025: [
    [1, 29, 'Chinese New Year', 'Bagong Taon ng mga Tsino', 'special'],
    [4, 1, "Eid'l Fitr", "Eid'l Fitr", 'regular'],
    [6, 6, "Eid'l Adha", "Eid'l Adha", 'regular'],
    [10, 31, "All Saints' Day Eve", 'Bisperas ng Araw ng mga Santo', 'special'],
    [12, 24, 'Christmas Eve', 'Bisperas ng Pasko', 'special'],
  ],
  2026: [
    [2, 17, 'Chinese New Year', 'Bagong Taon ng mga Tsino', 'special'],
    [11, 2, "All Souls' Day", 'Araw ng mga Kaluluwa', 'special'],
    [12, 24, 'Christmas Eve', 'Bisperas ng Pasko', 'special'],
  ],
  2027: [[2, 6, 'Chinese New Year', 'Bagong Taon ng mga Tsino', 'special']],
};

/** Easter Sunday of a Gregorian year as [month, day] (the anonymous Gregorian algorithm). */
export function easterSunday(year) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

function isoDate(year, month, day) {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function holiday(year, month, day, name, nameFil, kind) {
  return { date: isoDate(year, month, day), name, nameFil, kind };
}

/** The last Monday of August (National Heroes Day, Republic Act 9492). */
function lastMondayOfAugust(year) {
  const last = new Date(Date.UTC(year, 7, 31));
  return 31 - ((last.getUTCDay() + 6) % 7);
}

/** The public holidays of the Philippines in `year`, in date order: { date: 'YYYY-MM-DD', name, nameFil, kind }. */
export function philippineHolidays(year) {
  const days = FIXED.map(([month, day, name, fil, kind]) => holiday(year, month, day, name, fil, kind));
  const [easterMonth, easterDay] = easterSunday(year);
  for (const [offset, name, fil, kind] of FROM_EASTER) {
    const date = new Date(Date.UTC(year, easterMonth - 1, easterDay + offset));
    days.push(holiday(year, date.getUTCMonth() + 1, date.getUTCDate(), name, fil, kind));
  }
  days.push(holiday(year, 8, lastMondayOfAugust(year), 'National Heroes Day', 'Araw ng mga Bayani', 'regular'));
  for (const [month, day, name, fil, kind] of PROCLAIMED[year] ?? []) {
    days.push(holiday(year, month, day, name, fil, kind));
  }
  const byDate = new Map();
  for (const day of days) if (!byDate.has(day.date)) byDate.set(day.date, day);
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
