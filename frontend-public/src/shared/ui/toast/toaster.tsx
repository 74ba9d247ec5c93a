import { useT } from '../../../i18n/i18n';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { onDemand } from '../../lib/on-demand';
import { useToastStore } from './toast-context';
import { TOAST_HOTKEY } from './toast-store';
import './toast.css';

/**
 * A toast's own code, in its own chunk (issue 13.5: no page shows one before the visitor does something): loaded when
 * the first toast comes, or once the page has settled (TOAST_PRELOAD_MS after the toaster mounts) so that it is
 * usually there by then.
 */
export const toastItem = onDemand(() => import('./toast-item'));

/**
 * Calls `then` once a toast would show at once (its code is loaded; or could not be: offline), unless cancelled first
 * (the returned function). For what must follow a toast after a delay the visitor can count on: the sign-in redirects
 * show it for their whole 500 ms.
 */
export function whenToastsReady(then: () => void): () => void {
  let cancelled = false;
  const run = () => void (cancelled || then());
  if (toastItem.current()) run();
  else toastItem.load().then(run, run);
  return () => void (cancelled = true);
}
const TOAST_PRELOAD_MS = 4000;

/**
 * The notifications region, mounted once by the layout (spec section 9: one toast at a time, 5 s,
 * swipe right past 50 px to dismiss, F8 moves focus here). Default toasts are polite status messages,
 * destructive ones are alerts.
 */
export function Toaster() {
  const t = useT();
  const store = useToastStore();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const regionRef = useRef<HTMLElement>(null);
  const hasToasts = toasts.length > 0;
  const item = toastItem.use(hasToasts);

  useEffect(() => {
    const timer = window.setTimeout(() => void toastItem.load().catch(() => undefined), TOAST_PRELOAD_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!hasToasts) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hasToasts]);

  return (
    <section
      ref={regionRef}
      className="tp-toaster"
      aria-label={t('toast.region', { hotkey: TOAST_HOTKEY })}
      tabIndex={-1}
      data-empty={hasToasts ? undefined : ''}
    >
      {/* Each toast is its own status (or alert) region, not a list item: the list is presentational (axe 'list'). */}
      <ol className="tp-toaster__list" role="none">
        {item &&
          toasts.map((toast) => <item.Toast key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />)}
      </ol>
    </section>
  );
}
