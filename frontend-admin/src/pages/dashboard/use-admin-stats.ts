import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../shared/api';

/** GET /api/admin/stats (admin, moderator): live user counts (DESIGN.md section 5). */
export interface AdminStats {
  activeUsers: number;
  totalUsers: number;
  bannedUsers: number;
  suspendedUsers: number;
}

export function useAdminStats(enabled: boolean) {
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setLoading(true);
    apiFetch<AdminStats>('/admin/stats').then(
      (value) => {
        if (cancelled) return;
        setStats(value);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (cancelled) return;
        setError(reason instanceof Error ? reason : new Error(String(reason)));
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, version]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  return { stats, error, loading, refresh };
}
