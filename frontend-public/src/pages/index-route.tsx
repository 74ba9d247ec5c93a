import { useCurrentUser } from '../features/auth/use-current-user';
import { HomePage } from './home-page';
import { LandingPage } from './landing-page';

/** '/': the landing page for signed-out visitors and while authentication loads, the home once signed in (spec section 2). */
export function IndexRoute() {
  const { isAuthenticated } = useCurrentUser();
  return isAuthenticated ? <HomePage /> : <LandingPage />;
}
