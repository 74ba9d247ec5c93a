import { useLanguage } from '@tara/i18n';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { ANTD_LOCALES } from '../i18n/antd-locale';
import { I18nGate } from '../i18n/i18n';
import { UnauthorizedRedirect } from '../session/admin-guard';
import { BasenameProvider } from './basename';
import { AdminRoutes } from './routes';
import { makeStore } from './store';
import { adminTheme } from './theme';
import './touch-targets.css';

export interface AdminAppProps {
  /** Path under which the shell mounts the app ('/admin'); routes below it are relative. */
  basename: string;
}

/** Spec section 9: one toast visible at a time (a new one replaces the one shown). */
export const TOASTS = { maxCount: 1 } as const;

/**
 * The admin app (Ant Design). It renders inside the router of whoever mounts it: the shell's router,
 * or the standalone dev bootstrap. `basename` is where relative admin routes start. Each mount has its own
 * Redux store (RTK Query cache); the session is checked once (GET /api/auth/user) for the whole app. Every text,
 * Ant Design's own included, follows the language in force (the tara.lang cookie; English by default).
 */
export function AdminApp({ basename }: AdminAppProps) {
  const [store] = useState(makeStore);
  const language = useLanguage();
  return (
    <Provider store={store}>
      <I18nGate>
        <ConfigProvider theme={adminTheme} locale={ANTD_LOCALES[language]}>
          <AntApp className="tp-admin" message={TOASTS} notification={TOASTS}>
            <BasenameProvider basename={basename}>
              <UnauthorizedRedirect />
              <AdminRoutes />
            </BasenameProvider>
          </AntApp>
        </ConfigProvider>
      </I18nGate>
    </Provider>
  );
}
