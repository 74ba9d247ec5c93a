import { useId } from 'react';
import { useT, type MessageId } from '../../../i18n/i18n';
import { REVIEW_SORTS, type ReviewSort } from '../reviews.api';

const SORT_LABELS: Record<ReviewSort, MessageId> = {
  helpful: 'reviews.sort.helpful',
  newest: 'reviews.sort.newest',
  highest: 'reviews.sort.highest',
  lowest: 'reviews.sort.lowest',
};

const CHIPS = [undefined, 5, 4, 3, 2, 1] as const;

/** The list's order (most helpful by default, newest, highest, lowest) and the stars filter (All, 5 down to 1). */
export function ReviewToolbar({
  sort,
  onSort,
  stars,
  onStars,
}: {
  sort: ReviewSort;
  onSort: (sort: ReviewSort) => void;
  stars: number | undefined;
  onStars: (stars: number | undefined) => void;
}) {
  const t = useT();
  const sortId = useId();
  const filterId = useId();
  return (
    <div className="tp-review-toolbar">
      <div className="tp-review-toolbar__sort">
        <label htmlFor={sortId}>{t('reviews.sortLabel')}</label>
        <select
          id={sortId}
          className="tp-input tp-review-toolbar__select"
          value={sort}
          onChange={(event) => onSort(event.target.value as ReviewSort)}
        >
          {REVIEW_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(SORT_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
      <div className="tp-review-toolbar__chips" role="group" aria-labelledby={filterId}>
        <span id={filterId} className="tp-review-toolbar__chips-label">
          {t('reviews.filterLabel')}
        </span>
        {CHIPS.map((chip) => (
          <button
            key={chip ?? 'all'}
            type="button"
            className="tp-review-chip"
            aria-pressed={stars === chip}
            onClick={() => onStars(chip)}
          >
            {chip === undefined ? t('reviews.filterAll') : t('reviews.stars', { stars: chip })}
          </button>
        ))}
      </div>
    </div>
  );
}
