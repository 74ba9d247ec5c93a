import { Navigate, Route, Routes } from 'react-router';
import { DashboardPage } from '../pages/dashboard/dashboard-page';
import { AdminGuard } from '../session/admin-guard';
import { useAppPath } from './basename';
import { tabsFor } from './tabs';

function Dashboard() {
  return <AdminGuard>{(user) => <DashboardPage user={user} tabs={tabsFor(user)} />}</AdminGuard>;
}

function ToDashboard() {
  const appPath = useAppPath();
  return <Navigate to={appPath()} replace />;
}

/**
 * Routes of the admin app, relative to '/admin'. The dashboard (stat cards + the tabs of the user's role,
 * tabs registry in ./tabs.tsx) sits behind the guard: signed-out visitors go to sign-in, roles without a
 * dashboard see Access Denied. Unknown admin paths go to the dashboard.
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Dashboard />} />
      <Route path="*" element={<ToDashboard />} />
    </Routes>
  );
}
