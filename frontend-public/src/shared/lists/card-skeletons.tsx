import './place-card.css';
import { SkeletonList } from './skeleton-list';
/** Spec section 9: 6 skeletons on the destinations and services pages. */
export const LIST_SKELETONS = 6;

export function CardSkeletons({ count = LIST_SKELETONS, label }: { count?: number; label: string }) {
  return (
    <SkeletonList
      count={count}
      label={label}
      listClassName="tp-card-grid"
      itemClassName="tp-place-card tp-place-card--skeleton"
      testId="card-skeleton"
    >
      <span className="tp-skeleton tp-skeleton--image" />
      <span className="tp-place-card__body">
        <span className="tp-skeleton tp-skeleton--title" />
        <span className="tp-skeleton tp-skeleton--line" />
        <span className="tp-skeleton tp-skeleton--line tp-skeleton--short" />
        <span className="tp-skeleton tp-skeleton--button" />
      </span>
    </SkeletonList>
  );
}
