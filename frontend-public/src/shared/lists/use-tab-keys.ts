import { useRef, type KeyboardEvent } from 'react';

/** The tab the key moves to (WAI-ARIA tabs: the arrows wrap around, Home and End), or null for another key. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * The keyboard of the tabs above a list (the community feed's, the Service Directory's, /coupons'): an arrow, Home or
 * End selects that tab (`select`, which puts it in the URL) and moves the focus onto it. `refOf(index)` goes on each
 * tab button, `onKeyDown(event, index)` on its key events.
 */
export function useTabKeys(count: number, select: (index: number) => void) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabKeyTarget(event.key, index, count);
    if (target === null || target === index) return;
    event.preventDefault();
    select(target);
    tabs.current[target]?.focus();
  };
  const refOf = (index: number) => (element: HTMLButtonElement | null) => {
    tabs.current[index] = element;
  };
  return { onKeyDown, refOf };
}
