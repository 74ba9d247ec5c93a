import type { Translate } from '@tara/i18n';
import { useT, type MessageId } from '../../i18n/i18n';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { browserNavigation } from '../../shared/lib/browser-navigation';
import { useToast, whenToastsReady, type UseToast } from '../../shared/ui/toast';
import { loginUrl } from './return-to';
import { useCurrentUser } from './use-current-user';

/** Spec section 9: the sign-in redirect follows the toast after 500 ms. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec section 8's toast, in the language in force. */
export function unauthorizedToast(t: Translate<MessageId>) {
  return { title: t('auth.unauthorized'), description: t('auth.loggedOut'), variant: 'destructive' } as const;
}

/**
 * Shows spec section 8's toast and 500 ms later goes to sign-in, coming back to `returnTo` after (spec section 9). The
 * toast is on screen first (its code is its own chunk: whenToastsReady), then the 500 ms count. Returns a cancel.
 */
export function toastThenSignIn(toast: UseToast['toast'], t: Translate<MessageId>, returnTo: string): () => void {
  let timer: number | undefined;
  const cancel = whenToastsReady(() => {
    toast(unauthorizedToast(t));
    timer = window.setTimeout(() => browserNavigation.assign(loginUrl(returnTo)), LOGIN_REDIRECT_DELAY_MS);
  });
  return () => {
    cancel();
    window.clearTimeout(timer);
  };
}

interface RequireAuthProps {
  children: ReactNode;
  /** Shown while the current user loads and while a signed-out visitor is sent to sign-in (e.g. skeletons). */
  fallback?: ReactNode;
}

/**
 * Pages for signed-in users (spec section 2, DESIGN.md 2b). A signed-out visitor sees the toast
 * 'Unauthorized' / 'You are logged out. Logging in again...' and 500 ms later a full navigation to
 * /api/login?returnTo=<this path and query>, which brings them back here after signing in.
 */
export function RequireAuth({ children, fallback = null }: RequireAuthProps) {
  const { isLoading, isAuthenticated } = useCurrentUser();
  const { pathname, search } = useLocation();
  const { toast } = useToast();
  const t = useT();
  const signedOut = !isLoading && !isAuthenticated;
  // The language in force when the toast goes out; a catalog arriving meanwhile does not restart the 500 ms.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  });

  useEffect(() => {
    if (!signedOut) return;
    return toastThenSignIn(toast, tRef.current, `${pathname}${search}`);
  }, [signedOut, pathname, search, toast]);

  if (isAuthenticated) return <>{children}</>;
  return <>{fallback}</>;
}
