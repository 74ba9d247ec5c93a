import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n';
import { Icon, type IconName } from './icon';
import './mobile-bottom-bar.css';

export interface BottomBarItem {
  label: string;
  /** In-app path, optionally with a query ('/destinations?category=food'). */
  to: string;
  icon: IconName;
}

/** Whether the current location is the item's page: same path, and the same query when the item has one. */
export function isCurrent(item: string, pathname: string, search: string): boolean {
  const [path, query = ''] = item.split('?');
  if (path !== pathname) return false;
  const wanted = new URLSearchParams(query);
  const actual = new URLSearchParams(search);
  if ([...wanted.keys()].length === 0) return !actual.has('category');
  return [...wanted.entries()].every(([key, value]) => actual.get(key) === value);
}

/** The phone tab bar of signed-in users (spec section 2, Home): fixed at the bottom below 48rem. */
export function MobileBottomBar({ items }: { items: readonly BottomBarItem[] }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <>
      <div className="tp-bottombar__spacer" aria-hidden="true" />
      <nav className="tp-bottombar" aria-label={t('bottomBar.label')}>
        <ul className="tp-bottombar__list">
          {items.map((item) => {
            const current = isCurrent(item.to, pathname, search);
            return (
              <li key={item.label}>
                <Link to={item.to} className="tp-bottombar__link" aria-current={current ? 'page' : undefined}>
                  <Icon name={item.icon} size={22} />
                  <span>{item.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
