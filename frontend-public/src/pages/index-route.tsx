import { useCurrentUser } from '../features/auth/use-current-user';
import { lazyComponent } from '../app/lazy';
import { LandingPage } from './landing-page';

/** The signed-in home (its deals, community updates and shortcuts) loads only for members: the landing stays small. */
const HomePage = lazyComponent(() => import('./home-page'), 'HomePage');

/** '/': the landing page for signed-out visitors and while authentication loads, the home once signed in (spec section 2). */
export function IndexRoute() {
  const { isAuthenticated } = useCurrentUser();
  return isAuthenticated ? <HomePage /> : <LandingPage />;
}
