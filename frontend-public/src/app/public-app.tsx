import { useState } from 'react';
import { Provider } from 'react-redux';
import { currentLanguage } from '@tara/i18n';
import { I18nGate, activate } from '../i18n/i18n';
import { preloadIndexRoute } from './index-route';
import { BasenameProvider } from '../shared/lib/basename';
import { hasSignedInHint } from '../features/auth/signed-in-hint';
import { CurrentUserProvider } from '../features/auth/use-current-user';
import { memberChrome } from './member-chrome-loader';
import { PublicRoutes } from './routes';
import { makeStore } from './store';
import '../shared/styles/tokens.css';
import '../shared/styles/base.css';

export interface PublicAppProps {
  /** Path under which the shell mounts the app ('/'); routes below it are relative. */
  basename: string;
}

// The messages of the language in force start downloading with the app's code, not after its first render.
void activate(currentLanguage()).catch(() => undefined);

/**
 * The public and member app. It renders inside the router of whoever mounts it (the shell, or the
 * standalone dev bootstrap) and keeps its own Redux store: a fresh one per mount. Its words follow the language in
 * force (the tara.lang cookie; the switch is in the header and the profile menu).
 */
export function PublicApp({ basename }: PublicAppProps) {
  const [store] = useState(() => {
    // What the first page will surely need starts downloading now, not once it renders (issue 13.5).
    if (typeof window !== 'undefined') preloadIndexRoute(window.location.pathname, basename);
    if (hasSignedInHint()) memberChrome.load().catch(() => undefined);
    return makeStore();
  });
  return (
    <I18nGate fallback={<div className="tp" aria-busy="true" />}>
      <Provider store={store}>
        <BasenameProvider basename={basename}>
          <CurrentUserProvider chrome={memberChrome}>
            <div className="tp">
              <PublicRoutes />
            </div>
          </CurrentUserProvider>
        </BasenameProvider>
      </Provider>
    </I18nGate>
  );
}
