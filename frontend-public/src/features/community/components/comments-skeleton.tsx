import { useT } from '../../../i18n/i18n';
import { SkeletonList } from '../../../shared/lists/skeleton-list';
import './comments.css';
import './comment-list.css';

/** Spec section 9: 3 skeletons on lists. */
const COMMENT_SKELETONS = 3;

/** A post's comments until their first answer: 3 skeletons. */
export function CommentsSkeleton() {
  const t = useT();
  return (
    <SkeletonList
      count={COMMENT_SKELETONS}
      label={t('community.comments.loading')}
      listClassName="tp-comments__list"
      itemClassName="tp-comment tp-comment--skeleton"
      testId="comment-skeleton"
    >
      <span className="tp-skeleton tp-skeleton--line" />
      <span className="tp-skeleton tp-skeleton--line tp-skeleton--short" />
    </SkeletonList>
  );
}

/** While the comments' code loads (feed-later.ts): the comments' section with its skeletons, as they first show. */
export function CommentsLoading() {
  const t = useT();
  return (
    <section className="tp-comments" aria-label={t('community.comments.label')}>
      <CommentsSkeleton />
    </section>
  );
}
