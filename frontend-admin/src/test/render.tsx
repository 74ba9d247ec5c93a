import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AdminApp, TOASTS } from '../app/admin-app';
import { makeStore } from '../app/store';
import { I18nGate } from '../i18n/i18n';

/**
 * Renders a piece of the admin app with a fresh store (one per test), its messages (English unless the test switched)
 * and Ant Design's App (toasts as in the app).
 */
export function renderWithStore(ui: ReactNode) {
  const store = makeStore();
  return {
    store,
    ...render(
      <Provider store={store}>
        <I18nGate>
          <AntApp message={TOASTS} notification={TOASTS}>
            {ui}
          </AntApp>
        </I18nGate>
      </Provider>,
    ),
  };
}

function PublicHome() {
  const { pathname } = useLocation();
  return <p>Public home at {pathname}</p>;
}

/**
 * Mounts the whole admin app the way the shell does: under /admin/* of the one router, at `path`; any other path is
 * the public app's ('Public home at <path>').
 */
export function renderInShell(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp basename="/admin" />} />
        <Route path="*" element={<PublicHome />} />
      </Routes>
    </MemoryRouter>,
  );
}
