import type { MessageId } from '../../i18n/i18n';

/** Pampanga's zone: every 'open now' label is told in Manila time, whatever the browser's zone (UTC+8, no DST). */
export const MANILA_TIME_ZONE = 'Asia/Manila';

/** One stretch of opening, as absolute instants (ISO 8601) from the API. */
export interface OpenInterval {
  start: string;
  end: string;
}

/**
 * What a place's answer tells of its hours (docs/opening-hours.md): whether it never closes, and either its coming
 * open intervals (instants, so that the app decides open or closed from its own clock and a kept answer stays right
 * until the window runs out) or the state when the answer was made (`currentOpen` and the instant it changes).
 */
export interface PlaceHours {
  is24_7?: boolean | null;
  intervals?: readonly OpenInterval[] | null;
  currentOpen?: boolean | null;
  changesAt?: string | null;
}

export type OpenState =
  { kind: 'always' } | { kind: 'open'; closesAt: Date | null } | { kind: 'closed'; opensAt: Date | null };

const time = (iso: string) => Date.parse(iso);

/** Intervals sorted, with touching or overlapping ones joined (Mo-Su 00:00-24:00 days end-to-end make one). */
function mergedIntervals(intervals: readonly OpenInterval[]): Array<{ start: number; end: number }> {
  const sorted = intervals
    .map((interval) => ({ start: time(interval.start), end: time(interval.end) }))
    .filter(
      (interval) => Number.isFinite(interval.start) && Number.isFinite(interval.end) && interval.end > interval.start,
    )
    .sort((a, b) => a.start - b.start);
  const merged: Array<{ start: number; end: number }> = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * Whether the place is open at `now`, and until or from when; null when its hours are unknown (then no label is
 * shown, and it is never called open). Intervals win over the answer-time state, which holds only until `changesAt`.
 */
export function openStateAt(hours: PlaceHours | null | undefined, now: Date): OpenState | null {
  if (!hours) return null;
  if (hours.is24_7) return { kind: 'always' };
  const at = now.getTime();
  if (hours.intervals) {
    const merged = mergedIntervals(hours.intervals);
    const current = merged.find((interval) => interval.start <= at && at < interval.end);
    if (current) return { kind: 'open', closesAt: new Date(current.end) };
    const next = merged.find((interval) => interval.start > at);
    return { kind: 'closed', opensAt: next ? new Date(next.start) : null };
  }
  if (typeof hours.currentOpen !== 'boolean') return null;
  const changesAt = hours.changesAt ? new Date(time(hours.changesAt)) : null;
  const changed = changesAt !== null && Number.isFinite(changesAt.getTime()) && changesAt.getTime() <= at;
  // Past its change the answer's state is stale: say nothing rather than something wrong.
  if (changed) return null;
  const valid = changesAt && Number.isFinite(changesAt.getTime()) ? changesAt : null;
  return hours.currentOpen ? { kind: 'open', closesAt: valid } : { kind: 'closed', opensAt: valid };
}

/** An open place closing within this many minutes says 'Closes in 25 min'. */
export const CLOSES_SOON_MINUTES = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** '9:00 PM' in Manila, or 'Mon 6:00 AM' when a day or more away. */
export function formatManilaTime(instant: Date, now: Date, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { timeZone: MANILA_TIME_ZONE, hour: 'numeric', minute: '2-digit' };
  if (instant.getTime() - now.getTime() >= DAY_MS) options.weekday = 'short';
  return new Intl.DateTimeFormat(locale, options).format(instant);
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
 * Times are Manila's (Intl with timeZone), whatever the browser's zone.
 */
export function openLabel(hours: PlaceHours | null | undefined, now: Date, locale: string): OpenLabel | null {
  const state = openStateAt(hours, now);
  if (!state) return null;
  if (state.kind === 'always') return { id: 'openHours.always', values: {}, tone: 'open' };
  if (state.kind === 'open') {
    if (!state.closesAt) return { id: 'openHours.open', values: {}, tone: 'open' };
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
