import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import { useT } from '../../i18n/i18n';
import './empty-state.css';

/** Honest empty or not-found block: a heading or text, optional detail and action. */
export function EmptyState({
  icon = 'search',
  title,
  text,
  action,
  headingLevel,
}: {
  icon?: IconName;
  title?: string;
  text: string;
  action?: ReactNode;
  /** Renders the title as a heading of that level (not-found pages use 1). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="tp-empty">
      <span className="tp-empty__icon">
        <Icon name={icon} size={28} />
      </span>
      {title && <Heading className="tp-empty__title">{title}</Heading>}
      <p className="tp-empty__text">{text}</p>
      {action}
    </div>
  );
}

/** A failed request: what failed ("We couldn't load the destinations."), the spec-8 message and a Retry button. */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="tp-load-error" role="alert">
      <p>
        <strong>{title}</strong>
        <span className="tp-load-error__detail">{message}</span>
      </p>
      <button type="button" className="tp-button tp-button--ghost tp-button--small" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
