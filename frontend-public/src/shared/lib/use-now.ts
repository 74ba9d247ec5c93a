import { useSyncExternalStore } from 'react';

/** How often the time-dependent labels ('Closes in 25 min') are told again. */
export const NOW_TICK_MS = 30_000;

let now = new Date();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = new Date();
    timer = setInterval(() => {
      now = new Date();
      for (const notify of listeners) notify();
    }, NOW_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const current = () => now;

/** The time, told again every NOW_TICK_MS by one timer that every label shares (none while no label is shown). */
export function useNow(): Date {
  return useSyncExternalStore(subscribe, current, current);
}
