import { Link } from 'react-router';
import { useAppPath } from '../../../shared/lib/basename';
import { useT, type MessageId } from '../../../i18n/i18n';
import { Icon, isCategoryIconName } from '../../../shared/ui/icon';
import { isApiError } from '../../../shared/api/api-error';
import type { CategoryResponse } from '@tara/api-client';
import { useCategoriesListQuery } from '../../../shared/api/api';
import { CATEGORY_SKELETONS, CategorySkeletons } from './category-skeletons';
import '../../../shared/ui/empty-state.css';
import './category-strip.css';

export { CATEGORY_SKELETONS };

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const TYPE_LABELS: Record<CategoryResponse['type'], MessageId> = {
  destination: 'categoryType.destination',
  food: 'categoryType.food',
  motorist: 'categoryType.motorist',
  bicycle: 'categoryType.bicycle',
  camping: 'categoryType.camping',
};

/** Destinations list places to visit and food; the Service Directory the others (its tab follows the category). */
function listPathOf(category: CategoryResponse): string {
  const list = category.type === 'destination' || category.type === 'food' ? 'destinations' : 'services';
  return `${list}?category=${encodeURIComponent(category.id)}`;
}

export function CategoryStrip() {
  const t = useT();
  const appPath = useAppPath();
  const { data: categories, error, isLoading, isFetching, refetch } = useCategoriesListQuery({});

  if (isLoading || (isFetching && !categories)) return <CategorySkeletons />;

  if (error) {
    return (
      <div className="tp-inline-error" role="alert">
        <p>
          <strong>{t('categories.loadError')}</strong>{' '}
          <span className="tp-inline-error__detail">{isApiError(error) ? error.message : t('common.tryAgain')}</span>
        </p>
        <button type="button" className="tp-button tp-button--ghost tp-button--small" onClick={() => void refetch()}>
          <Icon name="refresh" size={18} />
          {t('common.retry')}
        </button>
      </div>
    );
  }

  if (!categories || categories.length === 0) {
    return <p className="tp-categories__empty">{t('categories.empty')}</p>;
  }

  return (
    // A swipeable strip on phones (two rows), wrapping chips on wider screens. Focusable so that the
    // strip can be scrolled with the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable (axe)
    <div className="tp-categories__scroller" role="region" aria-label={t('categories.label')} tabIndex={0}>
      <ul className="tp-categories__list">
        {categories.map((category) => (
          <li key={category.id} className="tp-categories__item">
            <Link className="tp-chip tp-chip--link" to={appPath(listPathOf(category))}>
              <span
                className="tp-chip__icon"
                style={
                  HEX_COLOR.test(category.color ?? '') ? { backgroundColor: category.color ?? undefined } : undefined
                }
              >
                <Icon name={isCategoryIconName(category.icon) ? category.icon : 'sparkles'} size={18} />
              </span>
              <span className="tp-chip__text">
                <span className="tp-chip__name">{category.name}</span>
                <span className="tp-chip__type">
                  {TYPE_LABELS[category.type] ? t(TYPE_LABELS[category.type]) : category.type}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
