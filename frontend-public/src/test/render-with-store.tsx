import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BasenameProvider } from '../shared/lib/basename';
import { makeStore, type AppStore } from '../app/store';
import { CurrentUserProvider } from '../features/auth/current-user-provider';
import { memberChrome } from '../app/member-chrome-loader';
import { I18nGate } from '../i18n/i18n';
import { ToastProvider, Toaster } from '../shared/ui/toast';

/** Shows where the router is, for assertions on in-app navigations. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders a piece of the app at `path` with a given (fresh by default) store, toasts and a location probe. */
export function renderWithStore(
  ui: ReactNode,
  { path = '/', store = makeStore() }: { path?: string; store?: AppStore } = {},
) {
  const result = render(
    <I18nGate>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <BasenameProvider basename="/">
            <CurrentUserProvider chrome={memberChrome}>
              <ToastProvider>
                <Routes>
                  <Route path="*" element={ui} />
                </Routes>
                <LocationProbe />
                <Toaster />
              </ToastProvider>
            </CurrentUserProvider>
          </BasenameProvider>
        </MemoryRouter>
      </Provider>
    </I18nGate>,
  );
  return { ...result, store };
}
