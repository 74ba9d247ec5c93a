import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { isNotFound } from '../../../shared/api/api-message';
import { Icon } from '../../../shared/ui/icon';
import { useT } from '../../../i18n/i18n';
import { DetailSkeleton } from './detail-skeleton';
import { LoadError } from '../../../shared/ui/empty-state';
import './detail-page.css';

/** '← All destinations' / '← All services' above a detail page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="tp-back-link">
      <Icon name="arrow-left" size={18} />
      {label}
    </Link>
  );
}

/**
 * A detail page without its record: the skeleton while loading, the page's not-found block on a 404 (or no
 * answer), else the load error with Retry.
 */
export function DetailQueryState({
  isLoading,
  error,
  refetch,
  what,
  backLink,
  notFound,
}: {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
  what: 'destination' | 'service';
  backLink: ReactNode;
  notFound: ReactNode;
}) {
  const t = useT();
  const destination = what === 'destination';
  if (isLoading) {
    return (
      <div className="tp-container tp-detail">
        {backLink}
        <DetailSkeleton label={destination ? t('detail.destination.loading') : t('detail.service.loading')} />
      </div>
    );
  }
  return (
    <div className="tp-container tp-detail">
      {isNotFound(error) || !error ? (
        notFound
      ) : (
        <>
          {backLink}
          <LoadError
            title={destination ? t('detail.destination.loadError') : t('detail.service.loadError')}
            message={isApiError(error) ? error.message : t('common.tryAgain')}
            onRetry={() => refetch()}
          />
        </>
      )}
    </div>
  );
}
