import { useT } from '../../../i18n/i18n';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Icon } from '../icon';
import { TOAST_SWIPE_THRESHOLD, type ToastItem } from './toast-store';

/**
 * One toast (its own status region, or alert when destructive): closes after its duration, paused while hovered or
 * focused; swipe right past the threshold or Escape dismisses it. Its own chunk (toaster.tsx loads it).
 */
export function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
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
      style={
        offset > 0 ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined
      }
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
    >
      <Icon name={destructive ? 'alert' : 'check-circle'} size={22} className="tp-toast__icon" />
      <div className="tp-toast__body">
        <p className="tp-toast__title">{toast.title}</p>
        {toast.description ? <p className="tp-toast__description">{toast.description}</p> : null}
      </div>
      {/* Escape while the toast has focus: its close button is the one thing in it that takes focus. */}
      <button
        type="button"
        className="tp-toast__close"
        aria-label={t('toast.close')}
        onClick={onDismiss}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDismiss();
        }}
      >
        <Icon name="close" size={18} />
      </button>
    </li>
  );
}
