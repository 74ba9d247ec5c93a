import { Flex, Grid, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReportResponse } from '@tara/api-client/admin';
import { formatDate, useLanguage } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import type { AdminUser } from '../../session/roles';
import { useModerationListQuery } from '../../shared/api/admin-api';
import { useServerPaging } from '../../shared/use-server-paging';
import { reasonLabel, reportSubject } from '../../shared/report-labels';
import { Stars } from '../../shared/review-stars';
import { ServerPagedTable } from '../../shared/server-paged-table';
import { VISUALLY_HIDDEN } from '../../shared/visually-hidden';

/** Resolved reports per page. */
export const RESOLVED_PAGE_SIZE = 10;

const { Text } = Typography;

interface ResolvedListProps {
  currentUser: AdminUser;
  /** Text of the dashboard's search box (reasons and descriptions; debounced here). */
  search: string;
}

/**
 * The Resolved tab (admin, moderator; spec section 2): Reporter, Content (the post, or the review with its stars and
 * place), Reason, Action Taken, Resolved Date, with the
 * spec's fallbacks ('No description', 'No action specified', 'Unknown') and 'No resolved reports' when empty. The
 * reporter is shown as the spec does ('User'); admins get the reporter's name in a tooltip. Paged on the server.
 */
export function ResolvedList({ currentUser, search }: ResolvedListProps) {
  const t = useT();
  const language = useLanguage();
  const narrow = !Grid.useBreakpoint().md;
  const { query, page, setPage, offset, follow } = useServerPaging({ pageSize: RESOLVED_PAGE_SIZE, search });
  const list = useModerationListQuery({
    status: 'resolved',
    limit: RESOLVED_PAGE_SIZE,
    offset,
    ...(query ? { search: query } : {}),
  });
  follow(list.currentData?.totalCount);
  const isAdmin = currentUser.role === 'admin';

  const reporterCell = (report: ReportResponse) => {
    const label = t('roles.user');
    // Spec: the reporter is a generic 'User'; an admin can see who it was (hover or keyboard focus).
    return isAdmin ? (
      <Tooltip title={report.reporter.displayName} trigger={['hover', 'focus']}>
        <button
          type="button"
          data-testid="resolved-reporter"
          style={narrow ? { ...styles.reporter, ...styles.reporterOnPhone } : styles.reporter}
        >
          {label}
          <span style={VISUALLY_HIDDEN}> ({report.reporter.displayName})</span>
        </button>
      </Tooltip>
    ) : (
      <Text data-testid="resolved-reporter">{label}</Text>
    );
  };
  const contentCell = (report: ReportResponse) => (
    <Flex vertical gap={2} style={{ maxWidth: narrow ? undefined : 360 }}>
      <Text style={styles.wrap} data-testid="resolved-description">
        {report.description?.trim() ? report.description : t('resolved.noDescription')}
      </Text>
      <SubjectLine report={report} />
    </Flex>
  );
  const reasonCell = (report: ReportResponse) => <Tag>{reasonLabel(report.reason, t)}</Tag>;
  const actionCell = (report: ReportResponse) => (
    <Flex vertical gap={2}>
      <Text style={styles.wrap} data-testid="resolved-action">
        {report.actionTaken?.trim() ? report.actionTaken : t('resolved.noAction')}
      </Text>
      {report.resolvedBy ? (
        <Text type="secondary" style={{ fontSize: 12 }}>
          {t('resolved.by', { name: report.resolvedBy.displayName })}
        </Text>
      ) : null}
    </Flex>
  );
  const dateOf = (report: ReportResponse) =>
    report.resolvedAt ? formatDate(report.resolvedAt, language) : t('resolved.unknown');

  const columns: ColumnsType<ReportResponse> = narrow
    ? [
        {
          // Phones (360 px): one column, each report a small card, so that nothing scrolls sideways.
          title: t('resolved.report'),
          key: 'report',
          render: (_, report) => (
            <Flex vertical gap={6}>
              <Flex justify="space-between" gap={8} wrap>
                {reporterCell(report)}
                <Text type="secondary">{dateOf(report)}</Text>
              </Flex>
              {contentCell(report)}
              <div>{reasonCell(report)}</div>
              {actionCell(report)}
            </Flex>
          ),
        },
      ]
    : [
        { title: t('resolved.reporter'), key: 'reporter', render: (_, report) => reporterCell(report) },
        { title: t('resolved.content'), key: 'content', render: (_, report) => contentCell(report) },
        { title: t('resolved.reason'), key: 'reason', render: (_, report) => reasonCell(report) },
        { title: t('resolved.actionTaken'), key: 'actionTaken', render: (_, report) => actionCell(report) },
        {
          title: t('resolved.resolvedDate'),
          key: 'resolvedAt',
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (_, report) => <span data-testid="resolved-date">{dateOf(report)}</span>,
        },
      ];

  return (
    <ServerPagedTable<ReportResponse>
      columns={columns}
      list={list}
      page={page}
      pageSize={RESOLVED_PAGE_SIZE}
      onPage={setPage}
      loadError={t('resolved.loadError')}
      showTotal={(count) => t('resolved.total', { count })}
      empty={t('resolved.empty')}
    />
  );
}

/** The reported post ('Post by Liza Manalo: …') or review (its stars, 'Review by Liza Manalo of Miyamit Falls: …'). */
function SubjectLine({ report }: { report: ReportResponse }) {
  const t = useT();
  const subject = reportSubject(report);
  if (!subject) return null;
  const name = subject.author.displayName;
  const text = subject.kind === 'post' ? subject.post.content : subject.review.text;
  const label =
    subject.kind === 'post'
      ? t('resolved.postBy', { name })
      : t('resolved.reviewBy', { name, place: subject.review.place.name });
  return (
    <Text type="secondary" style={{ ...styles.wrap, fontSize: 12 }} ellipsis={{ tooltip: text }}>
      {subject.kind === 'review' ? (
        <>
          <Stars count={subject.review.stars} />{' '}
        </>
      ) : null}
      {label}: {text}
    </Text>
  );
}

const styles = {
  wrap: { overflowWrap: 'anywhere', whiteSpace: 'normal' },
  reporter: {
    font: 'inherit',
    color: 'inherit',
    background: 'none',
    border: 0,
    textDecoration: 'underline dotted',
    padding: 0,
    cursor: 'help',
  },
  /* A phone's touch target (issue 31): 44 x 44 px at least. */
  reporterOnPhone: { minWidth: 44, minHeight: 44, display: 'inline-flex', alignItems: 'center' },
} satisfies Record<string, React.CSSProperties>;
