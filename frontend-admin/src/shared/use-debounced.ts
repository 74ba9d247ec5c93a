import { useEffect, useState } from 'react';

/** Typing in a search box asks the server once the typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value, once it has stayed the same for `delay` ms. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
