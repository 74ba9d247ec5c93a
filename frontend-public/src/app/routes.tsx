import { Route, Routes } from 'react-router';
import { LandingPage } from '../pages/landing-page';
import { NotFoundPage } from '../pages/not-found-page';
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
        <Route index element={<LandingPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
