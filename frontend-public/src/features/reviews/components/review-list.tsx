import { useT } from '../../../i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { pagedListStatusOf } from '../../../shared/lists/list-status';
import { LoadMore } from '../../../shared/lists/paged-list';
import { ResultsCount } from '../../../shared/lists/results-count';
import { SkeletonList } from '../../../shared/lists/skeleton-list';
import { useListPages } from '../../../shared/lists/use-list-pages';
import { LoadError } from '../../../shared/ui/empty-state';
import { useGetReviewsInfiniteQuery, type ReviewListArgs } from '../reviews.api';
import { ReviewCard, type ReviewViewer } from './review-card';
import { ReviewForm } from './review-form';

/** Spec section 9: 3 skeletons on lists. */
const SKELETONS = 3;

/**
 * A place's reviews in the chosen order and stars, a page at a time ('Show more' while X-Total-Count says there are
 * more); the review being edited shows its form in its place.
 */
export function ReviewList({
  args,
  viewer,
  hiddenId,
  editingId,
  onEdit,
  onEditDone,
  onShowAll,
}: {
  args: ReviewListArgs;
  viewer: ReviewViewer;
  /** The member's own review, shown above the list (counted as shown). */
  hiddenId?: string;
  editingId: string | null;
  onEdit: (id: string | null) => void;
  onEditDone: () => void;
  onShowAll: () => void;
}) {
  const t = useT();
  const list = useGetReviewsInfiniteQuery(args);
  const pages = useListPages(list);
  const status = pagedListStatusOf(list, pages);
  if (status.kind === 'error') {
    return (
      <LoadError
        title={t('reviews.loadError')}
        message={isApiError(status.error) ? status.error.message : t('common.tryAgain')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (status.kind === 'loading') {
    return (
      <SkeletonList
        count={SKELETONS}
        label={t('reviews.loading')}
        listClassName="tp-reviews__list"
        itemClassName="tp-review tp-review--skeleton"
        testId="review-skeleton"
      >
        <span className="tp-skeleton tp-skeleton--title" />
        <span className="tp-skeleton tp-skeleton--line" />
        <span className="tp-skeleton tp-skeleton--line tp-skeleton--short" />
      </SkeletonList>
    );
  }
  if (status.kind === 'empty') {
    // No review at all is the summary's 'New'; here only a filter can leave the list empty.
    return args.stars ? (
      <div className="tp-reviews__empty">
        <p>{t('reviews.filterEmpty', { stars: args.stars })}</p>
        <button type="button" className="tp-button tp-button--ghost tp-button--small" onClick={onShowAll}>
          {t('reviews.showAll')}
        </button>
      </div>
    ) : null;
  }
  return (
    <>
      {pages ? (
        <ResultsCount
          pages={pages}
          shown={status.items.length}
          texts={{
            all: (count) => t('reviews.count', { count }),
            some: (shown, total) => t('reviews.shown', { shown, total }),
            atLeast: (shown, total) => t('reviews.shown', { shown, total }),
          }}
        />
      ) : null}
      <ul className="tp-reviews__list">
        {status.items
          .filter((review) => review.id !== hiddenId)
          .map((review) => (
            <li key={review.id}>
              {editingId === review.id ? (
                <ReviewForm place={args.place} review={review} onDone={onEditDone} onCancel={() => onEdit(null)} />
              ) : (
                <ReviewCard review={review} place={args.place} viewer={viewer} onEdit={() => onEdit(review.id)} />
              )}
            </li>
          ))}
      </ul>
      <LoadMore list={list} labels={{ more: t('reviews.showMore'), loading: t('reviews.loadingMore') }} />
    </>
  );
}
