import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectSessionExpired } from '../../shared/api/session';
import { useToast } from '../../shared/ui/toast';
import { useT } from '../../i18n/i18n';
import { toastThenSignIn } from './require-auth';

/**
 * Spec section 8: a 401 on any call of the app (a save included: the session ended while the page was open) shows
 * 'Unauthorized' / 'You are logged out. Logging in again...' and goes to sign-in 500 ms later, coming back here after.
 * The store's base query flags it (shared/api/session.ts), once for every endpoint; this renders nothing.
 */
export function SessionExpiredRedirect() {
  const expired = useSelector(selectSessionExpired);
  const { pathname, search } = useLocation();
  const { toast } = useToast();
  const t = useT();
  // Read when the session ends, not followed: the path at that moment is where sign-in brings the member back, and a
  // later navigation or language does not restart the toast and its 500 ms.
  const latest = useRef({ toast, t, returnTo: `${pathname}${search}` });
  useEffect(() => {
    latest.current = { toast, t, returnTo: `${pathname}${search}` };
  });

  useEffect(() => {
    if (!expired) return;
    const at = latest.current;
    return toastThenSignIn(at.toast, at.t, at.returnTo);
  }, [expired]);

  return null;
}
