import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth';
import { IndexRoute } from '../pages/index-route';
import { NotFoundPage } from '../pages/not-found-page';
import { SiteLayout } from './layout';

/** Every lazy page's loader, for preloadPages(). */
const loaders: Array<() => Promise<unknown>> = [];

/** A thenable that calls back at once: React.lazy then renders an already loaded page in the same pass. */
function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => void resolve(value) } as unknown as Promise<T>;
}

/**
 * A page loaded when its route is first visited (its own chunk), so that the landing downloads only the landing
 * (issue 13.5); the layout shows a loading state meanwhile (a Suspense boundary around its Outlet). Once its module
 * is loaded (preloadPages()), the page renders at once, without that state.
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  let loaded: Record<Name, ComponentType> | undefined;
  const fetch = () => load().then((module) => (loaded = module));
  loaders.push(fetch);
  return lazy(() => (loaded ? settled({ default: loaded[name] }) : fetch().then((module) => ({ default: module[name] }))));
}

/**
 * Loads every lazy page (the unit tests do, before rendering, so that pages render in the first pass). One after the
 * other: Jest's ES module loader fails concurrent dynamic imports of a shared dependency.
 */
export async function preloadPages(): Promise<void> {
  for (const load of loaders) await load();
}

// Only the home (landing or, signed in, the member's home) and the 404 page come with the app; every other page is
// its own chunk: the guide's lists and details, the sign-in pages, and the member's pages (composer, QR codes).
const SignInPage = page(() => import('../pages/sign-in-page'), 'SignInPage');
const SignUpPage = page(() => import('../pages/sign-up-page'), 'SignUpPage');
const SetPasswordPage = page(() => import('../pages/set-password-page'), 'SetPasswordPage');
const DestinationsPage = page(() => import('../pages/destinations-page'), 'DestinationsPage');
const DestinationDetailPage = page(() => import('../pages/destination-detail-page'), 'DestinationDetailPage');
const ServicesRoute = page(() => import('../pages/services-page'), 'ServicesRoute');
const ServiceByIdRoute = page(() => import('../pages/service-detail-page'), 'ServiceByIdRoute');
const ServiceBySlugRoute = page(() => import('../pages/service-detail-page'), 'ServiceBySlugRoute');
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
