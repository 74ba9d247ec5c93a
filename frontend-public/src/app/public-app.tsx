import { Suspense, useState, type ReactNode } from 'react';
import { currentLanguage } from '@tara/i18n';
import { I18nGate, activate } from '../i18n/i18n';
import { preloadIndexRoute } from './index-route';
import { BasenameProvider } from '../shared/lib/basename';
import { hasSignedInHint } from '../features/auth/signed-in-hint';
import { CurrentUserContext, SIGNED_OUT } from '../features/auth/use-current-user';
import { StoreProvider } from '../shared/lib/store-gate';
import { memberChrome } from './member-chrome-loader';
import { PublicRoutes } from './routes';
import { lazyWithStore, storeCode } from './store-code';
import '../shared/styles/tokens.css';
import '../shared/styles/base.css';

export interface PublicAppProps {
  /** Path under which the shell mounts the app ('/'); routes below it are relative. */
  basename: string;
}

// The messages of the language in force start downloading with the app's code, not after its first render.
void activate(currentLanguage()).catch(() => undefined);

/** A member's current user (GET /api/auth/user, through the store): loaded with the store's code. */
const MemberCurrentUser = lazyWithStore(() => import('./store-parts'), 'CurrentUserProvider', []);

/**
 * The public and member app. It renders inside the router of whoever mounts it (the shell, or the
 * standalone dev bootstrap) and keeps its own Redux store: a fresh one per mount, made when its code is there
 * (shared/lib/store-gate.tsx: at once for a browser with a signed-in hint, with the first page that reads it for a
 * visitor; the landing's first screen needs none). Its words follow the language in force (the tara.lang cookie; the
 * switch is in the header and the profile menu).
 */
export function PublicApp({ basename }: PublicAppProps) {
  const [member] = useState(() => {
    // What the first page will surely need starts downloading now, not once it renders (issue 13.5).
    if (typeof window !== 'undefined') preloadIndexRoute(window.location.pathname, basename);
    const signedIn = hasSignedInHint();
    if (signedIn) {
      memberChrome.load().catch(() => undefined);
      storeCode.load().catch(() => undefined);
    }
    return signedIn;
  });
  return (
    <I18nGate fallback={<Busy />}>
      <StoreProvider code={storeCode}>
        <BasenameProvider basename={basename}>
          <CurrentUser member={member}>
            <div className="tp">
              <PublicRoutes />
            </div>
          </CurrentUser>
        </BasenameProvider>
      </StoreProvider>
    </I18nGate>
  );
}

/**
 * The current user for the app: asked of the server (the store) when the browser has a signed-in hint, signed out at
 * once otherwise (no session to ask about; signing in is a full navigation, which starts the app again).
 */
function CurrentUser({ member, children }: { member: boolean; children: ReactNode }) {
  if (!member) return <CurrentUserContext.Provider value={SIGNED_OUT}>{children}</CurrentUserContext.Provider>;
  return (
    <Suspense fallback={<Busy />}>
      <MemberCurrentUser chrome={memberChrome}>{children}</MemberCurrentUser>
    </Suspense>
  );
}

function Busy() {
  return <div className="tp" aria-busy="true" />;
}
