import { Outlet } from 'react-router';
import { SiteFooter } from '../shared/ui/site-footer';
import { SiteHeader } from '../shared/ui/site-header';
import { LOGIN_URL } from '../shared/api/auth-urls';
import { useAppPath } from './basename';

/** Page frame shared by every public route: skip link, header, the page's <main>, footer. */
export function SiteLayout() {
  const appPath = useAppPath();
  return (
    <>
      <a className="tp-skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader homeHref={appPath()} signInHref={LOGIN_URL} />
      <main id="main" className="tp-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
