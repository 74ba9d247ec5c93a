import { useT } from '../../../i18n/i18n';
import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react';
import { Icon } from '../icon';
import { useToastStore } from './toast-context';
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD, type ToastItem } from './toast-store';
import './toast.css';

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
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
        ))}
      </ol>
    </section>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipe = useRef<{ pointerId: number; startX: number; dx: number } | null>(null);
  const remaining = useRef(toast.duration);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  // Closes after `duration`; hovering or focusing the toast pauses the countdown (time to read it).
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissRef.current(), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX, dx: 0 };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.dx = Math.max(0, event.clientX - current.startX);
    if (current.dx > 4) event.currentTarget.setPointerCapture?.(event.pointerId);
    setOffset(current.dx);
  };
  const endSwipe = (event: ReactPointerEvent<HTMLLIElement>) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    swipe.current = null;
    if (current.dx >= TOAST_SWIPE_THRESHOLD) onDismiss();
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <li
      className={`tp-toast tp-toast--${toast.variant}`}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-swiping={offset > 0 ? '' : undefined}
      style={offset > 0 ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
    >
      <Icon name={destructive ? 'alert' : 'check-circle'} size={22} className="tp-toast__icon" />
      <div className="tp-toast__body">
        <p className="tp-toast__title">{toast.title}</p>
        {toast.description ? <p className="tp-toast__description">{toast.description}</p> : null}
      </div>
      <button type="button" className="tp-toast__close" aria-label={t('toast.close')} onClick={onDismiss}>
        <Icon name="close" size={18} />
      </button>
    </li>
  );
}
