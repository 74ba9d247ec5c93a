import { useT } from '../../i18n/i18n';
import { useModerationCountsQuery } from '../../shared/api/admin-api';
import { VISUALLY_HIDDEN } from '../../shared/visually-hidden';

/**
 * The live count of pending reports (GET /api/reports/stats) beside the Reports tab's name; an action refreshes it
 * through the ReportCounts cache tag, without a reload. Nothing is shown while there is none.
 */
export function PendingReportsCount() {
  const t = useT();
  const { data } = useModerationCountsQuery();
  const pending = data?.pending ?? 0;
  if (pending === 0) return null;
  return (
    <span data-testid="pending-reports-count" style={styles.count}>
      {pending}
      <span style={VISUALLY_HIDDEN}> {t('reports.pendingSuffix', { count: pending })}</span>
    </span>
  );
}

const styles = {
  count: {
    display: 'inline-block',
    minWidth: 20,
    padding: '0 6px',
    marginInlineStart: 6,
    borderRadius: 10,
    background: '#a4161a',
    color: '#fff',
    fontSize: 12,
    lineHeight: '20px',
    fontWeight: 700,
    textAlign: 'center',
    boxShadow: '0 0 0 1px #fff',
  },
} satisfies Record<string, React.CSSProperties>;
