import { useCurrentUser } from '../features/auth/use-current-user';
import { hasSignedInHint } from '../features/auth/signed-in-hint';
import { lazyComponent } from '../shared/lib/lazy';
import { lazyWithStore } from './store-code';

/**
 * The landing and the signed-in home (its deals, community updates and shortcuts) are each their own chunk: a list
 * opened first downloads neither, the landing not the home (issue 13.5). The one '/' will show starts loading with
 * the app (the signed-in hint tells which), so it does not wait for the first render. The home reads the store (it
 * loads with the store's code); the landing's first screen does not.
 */
const LandingPage = lazyComponent(() => import('../pages/landing-page'), 'LandingPage', ['landing']);
const HomePage = lazyWithStore(() => import('../pages/home-page'), 'HomePage');

/** Starts loading what '/' will show when the app opens on it (`home`: the app's own path of '/'). */
export function preloadIndexRoute(pathname: string, home: string): void {
  if (pathname.replace(/\/$/, '') !== home.replace(/\/$/, '')) return;
  if (hasSignedInHint()) HomePage.preload();
  else LandingPage.preload();
}

/** '/': the landing page for signed-out visitors and while authentication loads, the home once signed in (spec section 2). */
export function IndexRoute() {
  const { isAuthenticated } = useCurrentUser();
  return isAuthenticated ? <HomePage /> : <LandingPage />;
}
