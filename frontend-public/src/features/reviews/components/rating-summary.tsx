import { formatNumber, useLanguage } from '@tara/i18n';
import { useT } from '../../../i18n/i18n';
import { percentOf } from '../review-rules';
import type { ReviewSummary } from '../reviews.api';
import { StarsDisplay } from './stars';

const BARS = [5, 4, 3, 2, 1] as const;

/**
 * The rating header (issue 32.3): the mean as a big number with its stars and the count ('New' without a review, never
 * an invented figure), then five bars, from 5 stars down, each a button that shows only the reviews with that many
 * stars ('5 stars: 60%'; pressed while it filters).
 */
export function RatingSummary({
  summary,
  stars,
  onStars,
}: {
  summary: ReviewSummary;
  stars: number | undefined;
  onStars: (stars: number | undefined) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const { rating, reviewCount, distribution } = summary;
  const hasReviews = reviewCount > 0 && rating !== null;
  const value = hasReviews
    ? formatNumber(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    : '';
  return (
    <div className="tp-review-summary" data-testid="review-summary">
      <div className="tp-review-summary__score">
        <span className="tp-review-summary__value" aria-hidden={hasReviews}>
          {hasReviews ? value : t('reviews.new')}
        </span>
        {hasReviews ? <StarsDisplay value={rating} label={t('reviews.outOf', { rating: value })} size={20} /> : null}
        <span className="tp-review-summary__count">{t('reviews.count', { count: reviewCount })}</span>
      </div>
      {hasReviews ? (
        <ul className="tp-review-bars" aria-label={t('reviews.barsLabel')}>
          {BARS.map((bar) => {
            const percent = percentOf(distribution[bar - 1] ?? 0, reviewCount);
            const pressed = stars === bar;
            return (
              <li key={bar}>
                <button
                  type="button"
                  className="tp-review-bar"
                  aria-pressed={pressed}
                  onClick={() => onStars(pressed ? undefined : bar)}
                >
                  <span className="tp-review-bar__label">{t('reviews.bar', { stars: bar, percent })}</span>
                  <span className="tp-review-bar__track" aria-hidden="true">
                    <span className="tp-review-bar__fill" style={{ width: `${percent}%` }} />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="tp-review-summary__new">{t('reviews.newText')}</p>
      )}
    </div>
  );
}
