import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { BrandMark } from './brand';
import { LanguageSwitch } from './language-switch';
import './site-header.css';

interface SiteHeaderProps {
  homeHref: string;
  /** The destinations list, open to signed-out visitors (spec section 2). */
  destinationsHref: string;
  /** Full navigation to the sign-in address (sign-in is server-side); no link while the session is checked. */
  signInHref?: string;
}

export function SiteHeader({ homeHref, destinationsHref, signInHref }: SiteHeaderProps) {
  const t = useT();
  return (
    <header className="tp-header">
      <div className="tp-container tp-header__inner">
        <Link to={homeHref} className="tp-header__brand" aria-label={t('header.homeLink')}>
          <BrandMark />
          <span className="tp-header__name">
            Tara <span>Pampanga</span>
          </span>
        </Link>
        <nav className="tp-header__nav" aria-label={t('header.siteNav')}>
          <Link to={destinationsHref} className="tp-header__link">
            {t('nav.destinations')}
          </Link>
          <LanguageSwitch />
          {signInHref ? (
            <a className="tp-button tp-button--ghost tp-button--small" href={signInHref}>
              {t('header.signIn')}
            </a>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
