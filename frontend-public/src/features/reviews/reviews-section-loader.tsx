import { Suspense, type ComponentProps } from 'react';
import { useT } from '../../i18n/i18n';
import { lazyComponent } from '../../shared/lib/lazy';

/**
 * The reviews of a place come in their own chunk, with the reviews' part of the generated client
 * (@tara/api-client/reviews), loaded when a place's page renders them: never in the first download of '/' or of the
 * lists (frontend-shell/e2e/landing-size.e2e-spec.ts). Its words are the catalog's reviews and coupons part
 * (and its dialogs' Close, the rest's), loaded with it.
 */
const LazyReviewsSection = lazyComponent(() => import('./components/reviews-section'), 'ReviewsSection', [
  'reviewsCoupons',
  'rest',
]);

/** The place's reviews, with a status line in their place while their chunk arrives (the page stays as it is). */
export function ReviewsSection(props: ComponentProps<typeof LazyReviewsSection>) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <p className="tp-reviews__loading" role="status">
          {t('reviews.loading')}
        </p>
      }
    >
      <LazyReviewsSection {...props} />
    </Suspense>
  );
}
