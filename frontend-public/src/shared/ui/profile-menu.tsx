import { Link } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, setLanguage, useLanguage } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import { Icon } from './icon';
import { useMenuButton } from './use-menu-button';
import './menu.css';
import './profile-menu.css';

export interface ProfileMenuProps {
  /** Full name, else email. */
  name: string;
  email: string;
  /** 'Admin Dashboard' entry (spec section 1: admins only). */
  adminHref?: string;
  /** Where 'Log out' posts (a form POST: a sign-out is a write, refused from other sites). */
  logoutAction: string;
}

/**
 * The account menu of the signed-in navigation (spec section 1): Profile and Settings (not available
 * yet, so shown disabled), 'Admin Dashboard' for admins and Log out. A menu button with arrow-key
 * navigation; Escape or a click outside closes it.
 */
export function ProfileMenu({ name, email, adminHref, logoutAction }: ProfileMenuProps) {
  const t = useT();
  const language = useLanguage();
  const { open, setOpen, rootRef, buttonProps, menuProps } = useMenuButton();
  const initial = (name.trim().charAt(0) || '?').toUpperCase();

  return (
    <div className="tp-profile" ref={rootRef}>
      <button {...buttonProps} type="button" className="tp-profile__button" aria-label={t('profile.menuFor', { name })}>
        <span className="tp-profile__avatar" aria-hidden="true">
          {initial}
        </span>
      </button>
      {open ? (
        <div {...menuProps} className="tp-profile__menu" aria-label={t('profile.account')}>
          <div className="tp-profile__who" role="none">
            <span className="tp-profile__name">{name}</span>
            {email !== name ? <span className="tp-profile__email">{email}</span> : null}
          </div>
          <button type="button" role="menuitem" className="tp-profile__item" aria-disabled="true" tabIndex={-1}>
            <Icon name="user" size={18} />
            {t('profile.profile')}
            <span className="tp-profile__soon">{t('profile.comingSoon')}</span>
          </button>
          <button type="button" role="menuitem" className="tp-profile__item" aria-disabled="true" tabIndex={-1}>
            <Icon name="settings" size={18} />
            {t('profile.settings')}
            <span className="tp-profile__soon">{t('profile.comingSoon')}</span>
          </button>
          {adminHref ? (
            <Link
              role="menuitem"
              className="tp-profile__item"
              to={adminHref}
              tabIndex={-1}
              onClick={() => setOpen(false)}
            >
              <Icon name="shield" size={18} />
              {t('profile.adminDashboard')}
            </Link>
          ) : null}
          <div className="tp-profile__separator" role="separator" />
          <div className="tp-profile__group" role="group" aria-label={t('language.label')}>
            {LANGUAGES.map((option) => (
              <button
                key={option}
                type="button"
                role="menuitemradio"
                aria-checked={option === language}
                className="tp-profile__item"
                lang={option}
                tabIndex={-1}
                onClick={() => setLanguage(option)}
              >
                <Icon name="globe" size={18} />
                {LANGUAGE_NAMES[option]}
              </button>
            ))}
          </div>
          <div className="tp-profile__separator" role="separator" />
          <form method="post" action={logoutAction} role="none" className="tp-profile__form">
            <button type="submit" role="menuitem" className="tp-profile__item" tabIndex={-1}>
              <Icon name="logout" size={18} />
              {t('profile.logout')}
            </button>
          </form>
        </div>
      ) : null}
    </div>
  );
}
