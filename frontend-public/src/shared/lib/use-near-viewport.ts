import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` below the screen (IntersectionObserver); once true, it stays true. For
 * what a page shows far below its first screen and can load as the visitor scrolls to it (issue 34.2). Without
 * IntersectionObserver (old browsers, the unit tests' DOM), true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '50%'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
