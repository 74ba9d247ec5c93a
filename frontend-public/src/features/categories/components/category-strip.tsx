import { Icon, isCategoryIconName } from '../../../shared/ui/icon';
import { isApiError } from '../../../shared/api/api-error';
import { useGetCategoriesQuery, type Category } from '../categories.api';
import './category-strip.css';

/** Spec section 9: 6 skeletons while categories load. */
export const CATEGORY_SKELETONS = 6;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const TYPE_LABELS: Record<Category['type'], string> = {
  destination: 'Destination',
  food: 'Food',
  motorist: 'Motorist',
  bicycle: 'Cycling',
  camping: 'Camping',
};

export function CategoryStrip() {
  const { data: categories, error, isLoading, isFetching, refetch } = useGetCategoriesQuery();

  if (isLoading || (isFetching && !categories)) {
    return (
      <div className="tp-categories" aria-busy="true">
        <p className="tp-visually-hidden" role="status">
          Loading categories…
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

  if (error) {
    return (
      <div className="tp-inline-error" role="alert">
        <p>
          <strong>We couldn't load the categories.</strong>{' '}
          <span className="tp-inline-error__detail">{isApiError(error) ? error.message : 'Please try again.'}</span>
        </p>
        <button type="button" className="tp-button tp-button--ghost tp-button--small" onClick={() => refetch()}>
          <Icon name="refresh" size={18} />
          Retry
        </button>
      </div>
    );
  }

  if (!categories || categories.length === 0) {
    return <p className="tp-categories__empty">No categories found</p>;
  }

  return (
    // A swipeable strip on phones (two rows), wrapping chips on wider screens. Focusable so that the
    // strip can be scrolled with the keyboard.
    <div className="tp-categories__scroller" role="region" aria-label="Categories" tabIndex={0}>
      <ul className="tp-categories__list">
        {categories.map((category) => (
        <li key={category.id} className="tp-chip">
          <span
            className="tp-chip__icon"
            style={HEX_COLOR.test(category.color ?? '') ? { backgroundColor: category.color ?? undefined } : undefined}
          >
            <Icon name={isCategoryIconName(category.icon) ? category.icon : 'sparkles'} size={18} />
          </span>
          <span className="tp-chip__text">
            <span className="tp-chip__name">{category.name}</span>
            <span className="tp-chip__type">{TYPE_LABELS[category.type] ?? category.type}</span>
          </span>
        </li>
        ))}
      </ul>
    </div>
  );
}
