import { useLanguage } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import { formatRating, formatReviewCount } from '../lib/format';
import { Icon } from './icon';
import './rating.css';

/** '★ 4.7 (12 reviews)' or '★ New (0 reviews)'. */
export function Rating({
  rating,
  reviewCount,
  size = 'md',
}: {
  rating: unknown;
  reviewCount: unknown;
  size?: 'md' | 'lg';
}) {
  const t = useT();
  const language = useLanguage();
  // No review, no figure (issue 32.2): 'New', whatever a stale rating says.
  const reviewed = Number(reviewCount) > 0;
  const value = (reviewed ? formatRating(rating, language) : null) ?? t('rating.new');
  return (
    <span className={`tp-rating tp-rating--${size}`} data-testid="rating">
      <Icon name="star" size={size === 'lg' ? 20 : 16} className="tp-rating__star" filled />
      <span className="tp-visually-hidden">{t('rating.label')} </span>
      <span className="tp-rating__value">{value}</span>
      <span className="tp-rating__count">{formatReviewCount(reviewCount, t)}</span>
    </span>
  );
}
