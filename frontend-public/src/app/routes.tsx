import { Route, Routes } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth';
import { IndexRoute } from '../pages/index-route';
import { SetPasswordPage } from '../pages/set-password-page';
import { SignInPage } from '../pages/sign-in-page';
import { SignUpPage } from '../pages/sign-up-page';
import { NotFoundPage } from '../pages/not-found-page';
import { DestinationsPage } from '../pages/destinations-page';
import { DestinationDetailPage } from '../pages/destination-detail-page';
import { ServicesRoute } from '../pages/services-page';
import { ServiceByIdRoute, ServiceBySlugRoute } from '../pages/service-detail-page';
import { SiteLayout } from './layout';

/**
 * Routes of the public app, relative to the basename the shell mounts it under. One page file per route
 * in pages/. Later issues add their pages here, inside the layout route and above the catch-all, e.g.
 *   <Route path="destinations" element={<DestinationsPage />} />
 *   <Route path="destinations/:id" element={<DestinationDetailPage />} />
 *   <Route path="services" ... />, <Route path="community" ... />, <Route path="coupons" ... />
 */
export function PublicRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<IndexRoute />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="sign-up" element={<SignUpPage />} />
        <Route path="set-password" element={<SetPasswordPage />} />
        {/* Signed-out visitors go to sign-in (DESIGN 2b); the pages themselves come with their issues. */}
        <Route path="community" element={<RequireAuth><NotFoundPage /></RequireAuth>} />
        <Route path="coupons" element={<RequireAuth><NotFoundPage /></RequireAuth>} />
        <Route path="destinations" element={<DestinationsPage />} />
        <Route path="destinations/:id" element={<DestinationDetailPage />} />
        <Route path="services" element={<ServicesRoute />} />
        <Route path="services/:id" element={<ServiceByIdRoute />} />
        <Route path="service/:slug" element={<ServiceBySlugRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
