import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth';
import { IndexRoute } from '../pages/index-route';
import { NotFoundPage } from '../pages/not-found-page';
import { SetPasswordPage } from '../pages/set-password-page';
import { SignInPage } from '../pages/sign-in-page';
import { SignUpPage } from '../pages/sign-up-page';
import { DestinationsPage } from '../pages/destinations-page';
import { DestinationDetailPage } from '../pages/destination-detail-page';
import { ServicesRoute } from '../pages/services-page';
import { ServiceByIdRoute, ServiceBySlugRoute } from '../pages/service-detail-page';
import { SiteLayout } from './layout';

/**
 * A page loaded when its route is first visited (its own chunk), so that the landing downloads only the landing; the
 * layout shows a loading state meanwhile (a Suspense boundary around its Outlet).
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// The signed-in member's pages (composer, photo upload, QR codes) load on their first visit; the guide's pages, which a
// signed-out visitor reaches from the landing, come with it.
const CommunityPage = page(() => import('../pages/community-page'), 'CommunityPage');
const CouponsPage = page(() => import('../pages/coupons-page'), 'CouponsPage');
const VerifyPage = page(() => import('../pages/verify-page'), 'VerifyPage');

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
        <Route path="community" element={<RequireAuth><CommunityPage /></RequireAuth>} />
        <Route path="coupons" element={<RequireAuth><CouponsPage /></RequireAuth>} />
        {/* The partner's counter (issue 11): staff check a member's coupon code; the QR codes link here. */}
        <Route path="verify" element={<RequireAuth><VerifyPage /></RequireAuth>} />
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
