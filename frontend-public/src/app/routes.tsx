import { Route, Routes } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth';
import { IndexRoute } from './index-route';
import { NotFoundPage } from '../pages/not-found-page';
import { lazyWithStore as page } from './store-code';
import { SiteLayout } from './layout';

// Only the 404 page comes with the app; every other page is its own chunk (the landing and the member's home too:
// app/index-route.tsx): the guide's lists and details, the sign-in pages, and the member's pages (composer, QR codes).
// Each loads with the store's code (store-code.tsx), which the landing's first screen goes without.
const SignInPage = page(() => import('../pages/sign-in-page'), 'SignInPage');
const SignUpPage = page(() => import('../pages/sign-up-page'), 'SignUpPage');
const SetPasswordPage = page(() => import('../pages/set-password-page'), 'SetPasswordPage');
// The guide's lists need only the guide's words (src/i18n/catalog-parts.json: its lists, cards and filters); a place's
// page its page's part too (its gallery, map, sharing and editor; its reviews and coupons bring the rest as they near
// the screen).
const DestinationsPage = page(() => import('../pages/destinations-page'), 'DestinationsPage', ['guide']);
const DestinationDetailPage = page(() => import('../pages/destination-detail-page'), 'DestinationDetailPage', [
  'guide',
  'detail',
]);
const PLACE_PAGE_PARTS = ['guide', 'services', 'detail'] as const;
const ServicesRoute = page(() => import('../pages/services-page'), 'ServicesRoute', ['guide', 'services']);
const ServiceByIdRoute = page(() => import('../pages/service-detail-page'), 'ServiceByIdRoute', PLACE_PAGE_PARTS);
const ServiceBySlugRoute = page(() => import('../pages/service-detail-page'), 'ServiceBySlugRoute', PLACE_PAGE_PARTS);
// The community's words are the rest's; its search and list the guide's, its share menu and the API's errors a place's
// page's (not the landing's or the services').
const CommunityPage = page(() => import('../pages/community-page'), 'CommunityPage', ['guide', 'detail', 'rest']);
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
        <Route
          path="community"
          element={
            <RequireAuth>
              <CommunityPage />
            </RequireAuth>
          }
        />
        <Route
          path="coupons"
          element={
            <RequireAuth>
              <CouponsPage />
            </RequireAuth>
          }
        />
        {/* The partner's counter (issue 11): staff check a member's coupon code; the QR codes link here. */}
        <Route
          path="verify"
          element={
            <RequireAuth>
              <VerifyPage />
            </RequireAuth>
          }
        />
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
