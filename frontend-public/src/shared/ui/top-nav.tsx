import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { BrandMark } from './brand';
import { Icon } from './icon';
import { LanguageSwitch } from './language-switch';
import { ProfileMenu } from './profile-menu';
import './top-nav.css';

export interface NavItem {
  label: string;
  /** In-app path (router link). */
  to: string;
}

export interface TopNavProps {
  homeHref: string;
  /** Destinations, Services, Community, Coupons and, for admins, Admin (spec section 2). */
  links: readonly NavItem[];
  /** Where the Post button goes. */
  postHref: string;
  /** Called with the trimmed text of the search box. */
  onSearch: (query: string) => void;
  user: { name: string; email: string };
  adminHref?: string;
  logoutAction: string;
}

function SearchForm({ onSearch, id }: { onSearch: (query: string) => void; id: string }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  return (
    <form role="search" className="tp-search" onSubmit={submit}>
      <label htmlFor={id} className="tp-visually-hidden">
        {t('topNav.searchLabel')}
      </label>
      <Icon name="search" size={18} className="tp-search__icon" />
      <input
        id={id}
        className="tp-search__input"
        type="search"
        name="q"
        placeholder={t('topNav.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </form>
  );
}

/**
 * Navigation bar for signed-in users (spec sections 1 and 2): brand, search box, Post button and the
 * profile menu, with the links on a second row; below 64rem the search and links move into a menu opened
 * by the toggle.
 */
export function TopNav({ homeHref, links, postHref, onSearch, user, adminHref, logoutAction }: TopNavProps) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const searchId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A navigation closes the mobile menu: closed while rendering, not in an effect.
  const place = `${location.pathname}${location.search}`;
  const [menuPlace, setMenuPlace] = useState(place);
  if (menuPlace !== place) {
    setMenuPlace(place);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const search = (query: string) => {
    setMenuOpen(false);
    onSearch(query);
  };

  return (
    <header className="tp-topnav">
      <div className="tp-container tp-topnav__bar">
        <Link to={homeHref} className="tp-topnav__brand" aria-label={t('header.homeLink')}>
          <BrandMark />
          <span className="tp-topnav__name" aria-hidden="true">
            Tara <span>Pampanga</span>
          </span>
        </Link>
        <div className="tp-topnav__search tp-topnav__wide">
          <SearchForm onSearch={search} id={`${searchId}-bar`} />
        </div>
        <div className="tp-topnav__actions">
          <Link to={postHref} className="tp-button tp-button--primary tp-button--small tp-topnav__post">
            <Icon name="plus" size={18} />
            {t('topNav.post')}
          </Link>
          <span className="tp-topnav__wide">
            <LanguageSwitch />
          </span>
          <ProfileMenu name={user.name} email={user.email} adminHref={adminHref} logoutAction={logoutAction} />
          <button
            ref={toggleRef}
            type="button"
            className="tp-topnav__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('topNav.closeMenu') : t('topNav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          </button>
        </div>
      </div>
      <nav className="tp-container tp-topnav__links tp-topnav__wide" aria-label={t('topNav.mainNav')}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="tp-topnav__link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div id={menuId} className="tp-topnav__menu" hidden={!menuOpen}>
        <div className="tp-container">
          <SearchForm onSearch={search} id={`${searchId}-menu`} />
          <nav aria-label={t('topNav.menuNav')}>
            <ul className="tp-topnav__menu-links">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="tp-topnav__menu-link">
                    {link.label}
                    <Icon name="arrow-right" size={18} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="tp-topnav__menu-language">
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}

export function useSearchNavigation(destinationsHref: string): (query: string) => void {
  const navigate = useNavigate();
  return (query: string) =>
    void navigate(query ? `${destinationsHref}?q=${encodeURIComponent(query)}` : destinationsHref);
}
