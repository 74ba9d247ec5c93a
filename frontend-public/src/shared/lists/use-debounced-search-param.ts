import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Spec-free but usual: the search follows the typing after 300 ms of quiet. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text input bound to one URL search parameter (?q=). Typing updates the URL after 300 ms, replacing the
 * history entry (so Back does not step through every keystroke); a change of the URL from outside (Back,
 * a link) updates the text. `commit()` writes at once (Enter).
 */
export function useDebouncedSearchParam(name = 'q', delay = SEARCH_DEBOUNCE_MS) {
  const [params, setParams] = useSearchParams();
  const urlValue = params.get(name) ?? '';
  const [text, setText] = useState(urlValue);
  const committed = useRef(urlValue);

  // The URL changed without us (Back button, a link): show its value.
  useEffect(() => {
    if (urlValue !== committed.current) {
      committed.current = urlValue;
      setText(urlValue);
    }
  }, [urlValue]);

  const write = useCallback(
    (value: string) => {
      const normalised = value.trim() === '' ? '' : value;
      if (normalised === committed.current) return;
      committed.current = normalised;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (normalised) next.set(name, normalised);
          else next.delete(name);
          return next;
        },
        { replace: true },
      );
    },
    [name, setParams],
  );

  useEffect(() => {
    if ((text.trim() === '' ? '' : text) === committed.current) return;
    const timer = window.setTimeout(() => write(text), delay);
    return () => window.clearTimeout(timer);
  }, [text, delay, write]);

  return { text, setText, commit: () => write(text) };
}
