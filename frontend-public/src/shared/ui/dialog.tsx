import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { Icon } from './icon';
import './controls.css';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in (to `initialFocus` or the first control), Tab and Shift+Tab stay inside, Escape or
 * the backdrop closes it, and focus goes back to what had it. Rendered in place (position: fixed) so that it keeps the
 * app's styles inside the shell.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  className = '',
  initialFocus,
  hideTitle = false,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  initialFocus?: React.RefObject<HTMLElement | null>;
  hideTitle?: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocus?.current ?? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panelRef.current;
    target?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
    // Runs once per opening: initialFocus is a ref, the same object for the dialog's life.
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="tp-dialog">
      <div className="tp-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog handles its own Escape and Tab (WAI-ARIA APG); the rule exempts only the <dialog> element */}
      <div
        ref={panelRef}
        className={`tp-dialog__panel ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="tp-dialog__head">
          <h2 id={titleId} className={hideTitle ? 'tp-visually-hidden' : 'tp-dialog__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="tp-icon-button tp-dialog__close"
            aria-label={t('community.dialog.close')}
            onClick={onClose}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className="tp-dialog__description">
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** A yes/no question before something that cannot be undone (report, delete). */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel,
  busy = false,
  destructive = false,
  onConfirm,
  onClose,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={title}
      description={description}
      onClose={onClose}
      initialFocus={cancelRef}
      className="tp-dialog__panel--small"
    >
      <div className="tp-dialog__actions">
        <button ref={cancelRef} type="button" className="tp-button tp-button--ghost tp-button--small" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={`tp-button tp-button--small ${destructive ? 'tp-button--danger' : 'tp-button--primary'}`}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
