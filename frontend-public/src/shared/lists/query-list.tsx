import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppPath } from '../lib/basename';
import { listStatusOf, type ListQuery } from './list-status';

/**
 * A one-page list (an RTK Query `useQuery` over an array): `loading` (its skeletons) until the first answer for what
 * it asks, `error` when that failed, `empty` only after an empty answer (list-status.ts), else the items.
 */
export function QueryList<T>({
  query,
  loading,
  error,
  empty,
  children,
}: {
  query: ListQuery<T>;
  loading: ReactNode;
  error: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const status = listStatusOf(query);
  if (status.kind === 'loading') return <>{loading}</>;
  if (status.kind === 'error') return <>{error}</>;
  if (status.kind === 'empty') return <>{empty}</>;
  return <>{children(status.items)}</>;
}

/** A section of the signed-in home: its title, a 'See all' link to the whole list, and the list. */
export function ListSection({
  id,
  title,
  moreTo,
  moreLabel,
  children,
}: {
  id: string;
  title: string;
  /** The whole list's path below the app's basename. */
  moreTo: string;
  moreLabel: string;
  children: ReactNode;
}) {
  const appPath = useAppPath();
  return (
    <section className="tp-home-section" aria-labelledby={id}>
      <div className="tp-home-section__head">
        <h2 id={id} className="tp-home-section__title">
          {title}
        </h2>
        <Link to={appPath(moreTo)} className="tp-home-section__more">
          {moreLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
