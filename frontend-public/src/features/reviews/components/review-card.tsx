import { formatDate, useLanguage } from '@tara/i18n';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { useToast } from '../../../shared/ui/toast';
import { translatedErrorMessage } from '../../../shared/api/error-messages';
import { formatVisitMonth } from '../review-rules';
import { useDeleteReviewMutation, type Review, type ReviewPlace } from '../reviews.api';
import { DeleteWithQuestion } from './delete-with-question';
import { HelpfulButton, ReportButton } from './review-feedback';
import { ReviewPhotos } from './review-photos';
import { ReviewReply } from './review-reply';
import { StarsDisplay } from './stars';

/**
 * Who reads the reviews: a visitor (userId null), or a member with the reviews they marked helpful and whether they
 * are partner staff of the place (then they reply).
 */
export interface ReviewViewer {
  userId: string | null;
  votedIds: ReadonlySet<string>;
  isStaff: boolean;
}

/**
 * One review (issue 32.3): its author, stars, the month of the visit, the date, the text and photos; Helpful and
 * Report for the other members, the author's Edit and Delete (after a question); the business's reply, and the reply
 * form for its partner staff.
 */
export function ReviewCard({
  review,
  place,
  viewer,
  onEdit,
}: {
  review: Review;
  place: ReviewPlace;
  viewer: ReviewViewer;
  onEdit: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const own = viewer.userId !== null && viewer.userId === review.authorId;
  const titleId = `tp-review-${review.id}`;
  const edited = review.updatedAt !== review.createdAt;
  return (
    <article className="tp-review" aria-labelledby={titleId} data-testid="review">
      <header className="tp-review__head">
        <h3 id={titleId} className="tp-review__author">
          {review.authorName}
          {own ? <span className="tp-review__yours">{t('reviews.yours')}</span> : null}
        </h3>
        <StarsDisplay value={review.stars} label={t('reviews.starsOutOf', { stars: review.stars })} />
        <p className="tp-review__meta">
          <span>{t('reviews.visited', { month: formatVisitMonth(review.visitMonth, language) })}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
          {edited ? <span className="tp-review__edited"> {t('reviews.edited')}</span> : null}
        </p>
      </header>
      <p className="tp-review__text">{review.text}</p>
      <ReviewPhotos photos={review.photos} author={review.authorName} />
      <div className="tp-review__actions">
        <HelpfulButton
          review={review}
          canVote={viewer.userId !== null && !own}
          voted={viewer.votedIds.has(review.id)}
        />
        {viewer.userId !== null && !own ? <ReportButton review={review} /> : null}
        {own ? <AuthorActions review={review} place={place} onEdit={onEdit} /> : null}
      </div>
      <ReviewReply review={review} canReply={viewer.isStaff} />
    </article>
  );
}

/** The author's Edit and Delete; Delete asks first, then the place's figures refresh. */
function AuthorActions({ review, place, onEdit }: { review: Review; place: ReviewPlace; onEdit: () => void }) {
  const t = useT();
  const { toast } = useToast();
  const [remove, { isLoading }] = useDeleteReviewMutation();
  const confirm = async () => {
    try {
      await remove({ id: review.id, place }).unwrap();
      toast({ title: t('reviews.title'), description: t('reviews.deleted') });
    } catch (error) {
      toast({
        title: t('reviews.error.title'),
        description: translatedErrorMessage(error, t, t('common.somethingWrong')),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <button type="button" className="tp-button tp-button--ghost tp-button--small" onClick={onEdit}>
        <Icon name="pencil" size={16} />
        {t('reviews.edit')}
      </button>
      <DeleteWithQuestion
        label={t('reviews.delete')}
        question={{
          title: t('reviews.deleteTitle'),
          text: t('reviews.deleteText'),
          confirm: t('reviews.deleteConfirm'),
          busy: t('reviews.deleting'),
        }}
        busy={isLoading}
        onConfirm={confirm}
      />
    </>
  );
}
