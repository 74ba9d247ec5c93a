import './place-card.css';
import '../ui/skeleton.css';
/** Spec section 9: 6 skeletons on the destinations and services pages. */
export const LIST_SKELETONS = 6;

export function CardSkeletons({ count = LIST_SKELETONS, label }: { count?: number; label: string }) {
  return (
    <div aria-busy="true">
      <p className="tp-visually-hidden" role="status">
        {label}
      </p>
      <ul className="tp-card-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="tp-place-card tp-place-card--skeleton" data-testid="card-skeleton">
            <span className="tp-skeleton tp-skeleton--image" />
            <span className="tp-place-card__body">
              <span className="tp-skeleton tp-skeleton--title" />
              <span className="tp-skeleton tp-skeleton--line" />
              <span className="tp-skeleton tp-skeleton--line tp-skeleton--short" />
              <span className="tp-skeleton tp-skeleton--button" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
