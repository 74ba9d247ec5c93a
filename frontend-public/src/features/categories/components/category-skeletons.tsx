import { useT } from '../../../i18n/i18n';
import './category-strip.css';

/** Spec section 9: 6 skeletons while categories load. */
export const CATEGORY_SKELETONS = 6;

/**
 * The category strip while its categories load: on its own, without the strip's code and the store's (the landing shows
 * it until the strip comes near the screen: pages/landing-page.tsx).
 */
export function CategorySkeletons() {
  const t = useT();
  return (
    <div className="tp-categories" aria-busy="true">
      <p className="tp-visually-hidden" role="status">
        {t('categories.loading')}
      </p>
      <ul className="tp-categories__list" aria-hidden="true">
        {Array.from({ length: CATEGORY_SKELETONS }, (_, index) => (
          <li key={index} className="tp-chip tp-chip--skeleton" data-testid="category-skeleton">
            <span className="tp-chip__icon" />
            <span className="tp-chip__bar" />
          </li>
        ))}
      </ul>
    </div>
  );
}
