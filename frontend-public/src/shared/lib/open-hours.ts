import type { MessageId } from '../../i18n/i18n';

/** Pampanga's zone: every 'open now' label is told in Manila time, whatever the browser's zone (UTC+8, no DST). */
export const MANILA_TIME_ZONE = 'Asia/Manila';

/** One stretch of opening, as absolute instants (ISO 8601) from the API. */
export interface OpenInterval {
  start: string;
  end: string;
}

/** What a place's answer tells of its hours (`openState`, docs/opening-hours.md): 24/7, or its coming open intervals. */
export interface PlaceHours {
  is24_7: boolean;
  intervals: readonly OpenInterval[];
}

export type OpenState =
  { kind: 'always' } | { kind: 'open'; closesAt: Date } | { kind: 'closed'; opensAt: Date | null };

/**
 * Whether the place is open at `now`, and until or from when; null when its hours are unknown (then no label is shown).
 * The intervals come in order (the one in progress first); touching ones make one stretch (whole days end to end).
 */
export function openStateAt(hours: PlaceHours | null | undefined, now: Date): OpenState | null {
  if (!hours) return null;
  if (hours.is24_7) return { kind: 'always' };
  const at = now.getTime();
  /** The end of the stretch that holds `now`, once found. */
  let closesAt: number | null = null;
  for (const interval of hours.intervals) {
    const start = Date.parse(interval.start);
    const end = Date.parse(interval.end);
    if (closesAt === null) {
      if (start > at) return { kind: 'closed', opensAt: new Date(start) };
      if (end > at) closesAt = end;
    } else if (start <= closesAt) closesAt = Math.max(closesAt, end);
    else break;
  }
  return closesAt === null ? { kind: 'closed', opensAt: null } : { kind: 'open', closesAt: new Date(closesAt) };
}

/** An open place closing within this many minutes says 'Closes in 25 min'. */
export const CLOSES_SOON_MINUTES = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Manila's offset from UTC (no daylight saving since 1978). */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The short weekday names as Intl writes them in en-PH and fil-PH, Sunday first. */
const WEEKDAYS: Record<string, readonly string[]> = {
  'en-PH': ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  'fil-PH': ['Lin', 'Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab'],
};

/**
 * '9:00 PM' in Manila, or 'Mon 6:00 AM' when a day or more away. In English and Filipino it is written here, exactly
 * as Intl.DateTimeFormat writes it (open-hours.spec.ts compares them over every minute of a week): the first
 * DateTimeFormat with a time zone costs Chromium about 20 ms of ICU set-up, in the middle of a list's first render
 * on a phone (80 ms at Lighthouse's 4x, issue 34). Other locales go to Intl, one formatter per locale and form.
 */
export function formatManilaTime(instant: Date, now: Date, locale: string): string {
  const withDay = instant.getTime() - now.getTime() >= DAY_MS;
  const weekdays = WEEKDAYS[locale];
  if (weekdays) {
    const manila = new Date(instant.getTime() + MANILA_OFFSET_MS);
    const hours = manila.getUTCHours();
    const minutes = String(manila.getUTCMinutes()).padStart(2, '0');
    const time = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
    return withDay ? `${weekdays[manila.getUTCDay()]} ${time}` : time;
  }
  const key = `${locale}|${withDay}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone: MANILA_TIME_ZONE,
      hour: 'numeric',
      minute: '2-digit',
      ...(withDay ? { weekday: 'short' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(instant);
}

export interface OpenLabel {
  /** The message and its values: 'Open now · closes {time}', 'Closes in {minutes} min', ... */
  id: MessageId;
  values: Record<string, string | number>;
  /** For the label's colour: open, closing soon, or closed. */
  tone: 'open' | 'soon' | 'closed';
}

/**
 * The label of a place's hours at `now` (issue 33.2): 'Open 24 hours', 'Closes in 25 min' (within
 * CLOSES_SOON_MINUTES), 'Open now · closes 9:00 PM', 'Closed · opens 6:00 AM', 'Closed'; null without hours.
 * Times are Manila's (formatManilaTime), whatever the browser's zone.
 */
export function openLabel(hours: PlaceHours | null | undefined, now: Date, locale: string): OpenLabel | null {
  const state = openStateAt(hours, now);
  if (!state) return null;
  if (state.kind === 'always') return { id: 'openHours.always', values: {}, tone: 'open' };
  if (state.kind === 'open') {
    const minutes = Math.ceil((state.closesAt.getTime() - now.getTime()) / 60_000);
    if (minutes <= CLOSES_SOON_MINUTES) return { id: 'openHours.closesIn', values: { minutes }, tone: 'soon' };
    return {
      id: 'openHours.openCloses',
      values: { time: formatManilaTime(state.closesAt, now, locale) },
      tone: 'open',
    };
  }
  if (!state.opensAt) return { id: 'openHours.closed', values: {}, tone: 'closed' };
  return {
    id: 'openHours.closedOpens',
    values: { time: formatManilaTime(state.opensAt, now, locale) },
    tone: 'closed',
  };
}
