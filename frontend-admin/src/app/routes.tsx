import { Route, Routes } from 'react-router';
import { AccessDeniedPage } from '../pages/access-denied-page';

/**
 * Routes of the admin app, relative to '/admin'. Sign-in does not exist yet, so nobody is an admin and
 * every admin path shows Access Denied (spec section 2, /admin). When sign-in lands, a guard route
 * (isAdmin from /api/auth/user) wraps the dashboard and the resource pages, e.g.
 *   <Route element={<AdminGuard />}>
 *     <Route index element={<DashboardPage />} />            // stat cards + tabs
 *     <Route path="users" element={<UsersListPage />} />      // pages/users/list.tsx
 *     <Route path="coupons/new" element={<CouponCreatePage />} />
 *   </Route>
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="*" element={<AccessDeniedPage />} />
    </Routes>
  );
}
