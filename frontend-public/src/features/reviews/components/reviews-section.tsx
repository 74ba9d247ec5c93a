import { generatedApi, type UserResponse } from '@tara/api-client';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { isApiError } from '../../../shared/api/api-error';
import { LoadError } from '../../../shared/ui/empty-state';
import {
  placeParams,
  useMyHelpfulVotesQuery,
  useMyReviewQuery,
  useReviewsSummaryQuery,
  type Review,
  type ReviewPlace,
  type ReviewSort,
} from '../reviews.api';
import { OwnReview, type OwnReviewMode } from './own-review';
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
 * to sign in and comes back here), or the member's own review first with 'Edit your review' (GET /api/reviews/mine:
 * the list is one kept answer for everyone, so it cannot say which is theirs), the order and the stars filter, and
 * the list (without the member's review, shown above). Loaded with its own chunk, after the
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
  const mine = useMyReviewQuery(placeParams(place), { skip: user === null });
  const own = user === null ? null : (mine.data ?? null);
  const [ownMode, setOwnMode] = useState<OwnReviewMode>('view');
  const isStaff = user !== null && !!staff.data?.some((assignment) => assignment.businessId === place.id);
  const votedIds = useMemo(() => new Set(votes.data?.reviewIds ?? []), [votes.data]);
  const titleId = `tp-reviews-${place.type}`;
  const reviewCount = summary.data?.reviewCount ?? 0;
  const viewer = { userId: user?.id ?? null, votedIds, isStaff };
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
      {own ? <OwnReview review={own} place={place} viewer={viewer} mode={ownMode} onMode={setOwnMode} /> : null}
      <WriteReview
        place={place}
        user={user}
        own={mine.isLoading ? undefined : own}
        ownMode={ownMode}
        onOwnMode={setOwnMode}
        isStaff={isStaff}
        signInHref={signInHref}
      />
      {reviewCount > 0 ? <ReviewToolbar sort={sort} onSort={setSort} stars={stars} onStars={setStars} /> : null}
      {summary.data ? (
        <ReviewList
          args={{ place, sort, stars }}
          viewer={viewer}
          hiddenId={own?.id}
          editingId={editingId}
          onEdit={setEditingId}
          onEditDone={() => setEditingId(null)}
          onShowAll={() => setStars(undefined)}
        />
      ) : null}
    </section>
  );
}

/**
 * 'Write a review' and its form for a member (not the place's partner staff), 'Edit your review' for a member who has
 * one (nothing while that is asked: `own` undefined); a sign-in link for a visitor. A 409 REVIEW_ALREADY_REVIEWED
 * (written meanwhile, e.g. in another tab) opens the member's review, asked again, in its form with the reason.
 */
function WriteReview({
  place,
  user,
  own,
  ownMode,
  onOwnMode,
  isStaff,
  signInHref,
}: {
  place: ReviewPlace;
  user: ReviewsUser;
  own: Review | null | undefined;
  ownMode: OwnReviewMode;
  onOwnMode: (mode: OwnReviewMode) => void;
  isStaff: boolean;
  signInHref: string;
}) {
  const t = useT();
  const [writing, setWriting] = useState(false);
  // Once the member has a review (posted here, or found after a 409), a later delete starts from the button again.
  const [hadOwn, setHadOwn] = useState(false);
  if (!!own !== hadOwn) {
    setHadOwn(!!own);
    if (own) setWriting(false);
  }
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
  if (own === undefined) return null;
  if (own) {
    return ownMode === 'view' ? (
      <div className="tp-reviews__write">
        <button type="button" className="tp-button tp-button--primary" onClick={() => onOwnMode('edit')}>
          <Icon name="pencil" size={18} />
          {t('reviews.editYours')}
        </button>
      </div>
    ) : null;
  }
  if (isStaff) {
    return <p className="tp-reviews__write tp-reviews__note">{t('reviews.staffCannotReview')}</p>;
  }
  if (writing) {
    return (
      <ReviewForm
        place={place}
        onDone={() => setWriting(false)}
        onCancel={() => setWriting(false)}
        onAlreadyReviewed={() => onOwnMode('jumped')}
      />
    );
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
