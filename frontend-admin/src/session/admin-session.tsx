import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ApiError, apiFetch } from '../shared/api';
import type { AdminUser } from './roles';

export interface AdminSession {
  /** The signed-in user, or null when signed out (or while loading). */
  user: AdminUser | null;
  isLoading: boolean;
  /** True when GET /api/auth/user answered 401. */
  isSignedOut: boolean;
  /** Any other failure of the session check (network, 5xx). */
  error: ApiError | Error | null;
  /** Asks again (after an error). */
  reload: () => void;
}

const SessionContext = createContext<AdminSession | null>(null);

function useSessionRequest(enabled: boolean): AdminSession {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<AdminSession, 'reload'>>({
    user: null,
    isLoading: enabled,
    isSignedOut: false,
    error: null,
  });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setState((current) => ({ ...current, isLoading: true, error: null }));
    apiFetch<AdminUser>('/auth/user', { handleUnauthorized: false }).then(
      (user) => {
        if (!cancelled) setState({ user, isLoading: false, isSignedOut: false, error: null });
      },
      (error: unknown) => {
        if (cancelled) return;
        const signedOut = error instanceof ApiError && error.status === 401;
        setState({
          user: null,
          isLoading: false,
          isSignedOut: signedOut,
          error: signedOut ? null : error instanceof Error ? error : new Error(String(error)),
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, attempt]);

  return { ...state, reload: () => setAttempt((value) => value + 1) };
}

/** Checks the session once for the whole admin app (GET /api/auth/user). `value` replaces it in tests. */
export function AdminSessionProvider({ children, value }: { children: ReactNode; value?: AdminSession }) {
  const session = useSessionRequest(value === undefined);
  return <SessionContext.Provider value={value ?? session}>{children}</SessionContext.Provider>;
}

/**
 * The signed-in user of the admin app: `{ user, isLoading }` (plus isSignedOut, error, reload).
 * Inside the admin app it reads the one session check; outside a provider it makes its own request.
 */
export function useAdminSession(): AdminSession {
  const provided = useContext(SessionContext);
  const own = useSessionRequest(provided === null);
  return provided ?? own;
}
