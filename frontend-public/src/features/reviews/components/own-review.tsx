import { useT } from '../../../i18n/i18n';
import type { Review, ReviewPlace } from '../reviews.api';
import { ReviewCard, type ReviewViewer } from './review-card';
import { ReviewForm } from './review-form';

/**
 * How the member's own review shows at the top of the section: read ('view'), in its form ('edit'), or in its form
 * with the reason ('jumped': the server said 409 REVIEW_ALREADY_REVIEWED, a review written meanwhile, e.g. in another
 * tab).
 */
export type OwnReviewMode = 'view' | 'edit' | 'jumped';

/**
 * The member's own review of the place (GET /api/reviews/mine), first in the section and marked 'Your review', with
 * Edit and Delete; a review still waiting for a moderator says so (the public list does not show it yet).
 */
export function OwnReview({
  review,
  place,
  viewer,
  mode,
  onMode,
}: {
  review: Review;
  place: ReviewPlace;
  viewer: ReviewViewer;
  mode: OwnReviewMode;
  onMode: (mode: OwnReviewMode) => void;
}) {
  const t = useT();
  return (
    <div className="tp-reviews__mine" data-testid="my-review">
      {mode === 'view' ? (
        <>
          {review.status === 'pending' ? (
            <p className="tp-reviews__note tp-reviews__pending" data-testid="my-review-pending">
              {t('reviews.pending')}
            </p>
          ) : null}
          <ReviewCard review={review} place={place} viewer={viewer} onEdit={() => onMode('edit')} />
        </>
      ) : (
        <ReviewForm
          place={place}
          review={review}
          notice={mode === 'jumped' ? t('reviews.alreadyJumped') : undefined}
          onDone={() => onMode('view')}
          onCancel={() => onMode('view')}
        />
      )}
    </div>
  );
}
