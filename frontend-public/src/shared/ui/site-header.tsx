import { Link } from 'react-router';
import { BrandMark } from './brand';
import './site-header.css';

interface SiteHeaderProps {
  homeHref: string;
  /** Full navigation to the sign-in address (sign-in is server-side); no link while the session is checked. */
  signInHref?: string;
}

export function SiteHeader({ homeHref, signInHref }: SiteHeaderProps) {
  return (
    <header className="tp-header">
      <div className="tp-container tp-header__inner">
        <Link to={homeHref} className="tp-header__brand" aria-label="Tara Pampanga home">
          <BrandMark />
          <span className="tp-header__name">
            Tara <span>Pampanga</span>
          </span>
        </Link>
        {signInHref ? (
          <a className="tp-button tp-button--ghost tp-button--small" href={signInHref}>
            Sign in
          </a>
        ) : null}
      </div>
    </header>
  );
}
