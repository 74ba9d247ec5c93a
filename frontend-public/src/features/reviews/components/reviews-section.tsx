import { generatedApi, type UserResponse } from '@tara/api-client';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { isApiError } from '../../../shared/api/api-error';
import { LoadError } from '../../../shared/ui/empty-state';
import {
  placeParams,
  useMyHelpfulVotesQuery,
  useReviewsSummaryQuery,
  type ReviewPlace,
  type ReviewSort,
} from '../reviews.api';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { ReviewToolbar } from './review-toolbar';
import '../../../shared/ui/controls.css';
import '../../../shared/ui/panel.css';
import './reviews.css';

/** The member as the section needs them: who they are (their own reviews), or null for a visitor. */
export type ReviewsUser = Pick<UserResponse, 'id'> | null;

/** The partner staff's businesses (GET /api/user/staff-assignments): staff cannot review their own business. */
const useStaffAssignmentsQuery = generatedApi.endpoints.userCouponsAssignments.useQuery;

/**
 * A place's reviews (issue 32): the rating header with its five bars, 'Write a review' (a member; a visitor is asked
 * to sign in and comes back here), the order and the stars filter, and the list. Loaded with its own chunk, after the
 * place's page (features/reviews/reviews-section-loader.tsx).
 */
export function ReviewsSection({
  place,
  user,
  signInHref,
}: {
  place: ReviewPlace;
  user: ReviewsUser;
  signInHref: string;
}) {
  const t = useT();
  const [sort, setSort] = useState<ReviewSort>('helpful');
  const [stars, setStars] = useState<number | undefined>(undefined);
  const [editingId, setEditingId] = useState<string | null>(null);
  const summary = useReviewsSummaryQuery(placeParams(place));
  const staff = useStaffAssignmentsQuery(undefined, { skip: user === null });
  const votes = useMyHelpfulVotesQuery(placeParams(place), { skip: user === null });
  const isStaff = user !== null && !!staff.data?.some((assignment) => assignment.businessId === place.id);
  const votedIds = useMemo(() => new Set(votes.data?.reviewIds ?? []), [votes.data]);
  const titleId = `tp-reviews-${place.type}`;
  const reviewCount = summary.data?.reviewCount ?? 0;
  return (
    <section className="tp-reviews tp-panel" aria-labelledby={titleId} data-testid="reviews-section">
      <h2 id={titleId} className="tp-panel__title">
        <Icon name="star" size={20} />
        {t('reviews.title')}
      </h2>
      {summary.data ? (
        <RatingSummary summary={summary.data} stars={stars} onStars={setStars} />
      ) : summary.isError ? (
        <LoadError
          title={t('reviews.loadError')}
          message={isApiError(summary.error) ? summary.error.message : t('common.tryAgain')}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <p className="tp-reviews__loading" role="status">
          {t('reviews.loading')}
        </p>
      )}
      <WriteReview place={place} user={user} isStaff={isStaff} signInHref={signInHref} />
      {reviewCount > 0 ? <ReviewToolbar sort={sort} onSort={setSort} stars={stars} onStars={setStars} /> : null}
      {summary.data ? (
        <ReviewList
          args={{ place, sort, stars }}
          viewer={{ userId: user?.id ?? null, votedIds, isStaff }}
          editingId={editingId}
          onEdit={setEditingId}
          onEditDone={() => setEditingId(null)}
          onShowAll={() => setStars(undefined)}
        />
      ) : null}
    </section>
  );
}

/** 'Write a review' and its form for a member (not the place's partner staff); a sign-in link for a visitor. */
function WriteReview({
  place,
  user,
  isStaff,
  signInHref,
}: {
  place: ReviewPlace;
  user: ReviewsUser;
  isStaff: boolean;
  signInHref: string;
}) {
  const t = useT();
  const [writing, setWriting] = useState(false);
  if (user === null) {
    return (
      <div className="tp-reviews__write">
        <p>{t('reviews.signInText')}</p>
        <a className="tp-button tp-button--primary" href={signInHref}>
          {t('reviews.signInToWrite')}
        </a>
      </div>
    );
  }
  if (isStaff) {
    return <p className="tp-reviews__write tp-reviews__note">{t('reviews.staffCannotReview')}</p>;
  }
  if (writing) {
    return <ReviewForm place={place} onDone={() => setWriting(false)} onCancel={() => setWriting(false)} />;
  }
  return (
    <div className="tp-reviews__write">
      <button type="button" className="tp-button tp-button--primary" onClick={() => setWriting(true)}>
        <Icon name="pencil" size={18} />
        {t('reviews.write')}
      </button>
    </div>
  );
}
