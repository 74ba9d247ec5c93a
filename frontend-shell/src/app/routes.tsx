import { Route, Routes } from 'react-router';
import { RemoteRoute } from '../remotes/RemoteRoute';

/**
 * The one route table of the shell. Each remote renders its own relative routes under the basename given:
 * /admin/* belongs to the admin remote, everything else to the public remote (which shows its 404 page
 * for paths it does not know). The admin remote is only requested when a /admin path is opened.
 */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={<RemoteRoute remote="frontend_admin" basename="/admin" />} />
      <Route path="*" element={<RemoteRoute remote="frontend_public" basename="/" />} />
    </Routes>
  );
}
