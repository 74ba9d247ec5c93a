import { App as AntApp, ConfigProvider } from 'antd';
import { AdminSessionProvider } from '../session/admin-session';
import { UnauthorizedRedirect } from '../session/admin-guard';
import { BasenameProvider } from './basename';
import { AdminRoutes } from './routes';
import { adminTheme } from './theme';

export interface AdminAppProps {
  /** Path under which the shell mounts the app ('/admin'); routes below it are relative. */
  basename: string;
}

/**
 * The admin app (Ant Design). It renders inside the router of whoever mounts it: the shell's router,
 * or the standalone dev bootstrap. `basename` is where relative admin routes start. The session is
 * checked once (GET /api/auth/user) for the whole app.
 */
export function AdminApp({ basename }: AdminAppProps) {
  return (
    <ConfigProvider theme={adminTheme}>
      <AntApp className="tp-admin">
        <BasenameProvider basename={basename}>
          <AdminSessionProvider>
            <UnauthorizedRedirect />
            <AdminRoutes />
          </AdminSessionProvider>
        </BasenameProvider>
      </AntApp>
    </ConfigProvider>
  );
}
