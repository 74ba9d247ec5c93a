import { Button, Card, Empty, Flex, Pagination, Segmented, Skeleton, Space, Tag, Typography } from 'antd';
import type { QueueItemResponse } from '@tara/api-client/admin';
import { formatPostAge, useLanguage } from '@tara/i18n';
import { useId, useState } from 'react';
import { useT, type MessageId } from '../../i18n/i18n';
import type { AdminUser } from '../../session/roles';
import {
  useModerationQueueQuery,
  useModerationUpdateMutation,
  useReportActionMutation,
  type ReportAction,
} from '../../shared/api/admin-api';
import { LoadErrorAlert } from '../../shared/load-error-alert';
import { useFeedback } from '../../shared/feedback';
import { ActionDialog, type PendingAction } from './action-dialog';
import { useServerPaging } from '../../shared/use-server-paging';
import { actionTexts, reasonLabel, reportSubject, type ReportSubject } from '../../shared/report-labels';
import { SubjectContent } from './subject-content';

/** Queue items (posts) per page. */
export const QUEUE_PAGE_SIZE = 10;
/** The spec's note for a dismissal (section 4). */
export const NO_ACTION_REQUIRED = 'No action required';

const { Text } = Typography;

type StatusFilter = 'open' | 'pending' | 'reviewed';

const STATUS_FILTERS: { value: StatusFilter; label: MessageId }[] = [
  { value: 'open', label: 'reports.filterOpen' },
  { value: 'pending', label: 'reports.filterPending' },
  { value: 'reviewed', label: 'reports.filterReviewed' },
];

/** A post's or a review's status as a tag (a shown post or published review has none). */
const SUBJECT_STATUS: Record<string, { label: MessageId; color: string } | undefined> = {
  under_review: { label: 'reports.postHidden', color: 'warning' },
  removed: { label: 'reports.postRemoved', color: 'error' },
};

interface ReportsQueueProps {
  currentUser: AdminUser;
  /** Text of the dashboard's search box (reasons and descriptions; debounced here). */
  search: string;
}

/**
 * The Reports tab (admin, moderator; spec section 2, issues 10 and 32): open reports folded per post or review like
 * Discourse's review queue: the post with its photo, or the review with its stars and place; the reasons with counts,
 * who reported it and when, and the actions (review, dismiss, remove the post or review, suspend the author 7 days,
 * ban the author for admins), each behind a confirmation. Acting on an item acts on every open report of that post or
 * review; the pending count on the tab and the stat card follow (cache tags).
 */
export function ReportsQueue({ currentUser, search }: ReportsQueueProps) {
  const t = useT();
  const feedback = useFeedback();
  const [status, setStatus] = useState<StatusFilter>('open');
  const { query, page, setPage, offset, follow } = useServerPaging({
    pageSize: QUEUE_PAGE_SIZE,
    search,
    filters: status,
  });
  const { currentData, isFetching, error, refetch } = useModerationQueueQuery({
    limit: QUEUE_PAGE_SIZE,
    offset,
    ...(status === 'open' ? {} : { status }),
    ...(query ? { search: query } : {}),
  });
  follow(currentData?.totalCount);
  const items = currentData?.items ?? [];
  const [act] = useReportActionMutation();
  const [update] = useModerationUpdateMutation();
  const [pending, setPending] = useState<(PendingAction & { item: QueueItemResponse }) | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (note: string) => {
    if (!pending) return;
    const { action, item } = pending;
    setBusy(true);
    try {
      if (action === 'review') {
        await update({ id: item.reportId, updateReportRequest: { status: 'reviewed' } }).unwrap();
      } else if (action === 'dismiss') {
        // The spec's own call: PATCH /api/reports/{id} { status: 'resolved', actionTaken }.
        const actionTaken = note || NO_ACTION_REQUIRED;
        await update({ id: item.reportId, updateReportRequest: { status: 'resolved', actionTaken } }).unwrap();
      } else {
        await act({ id: item.reportId, reportActionRequest: { action, ...(note ? { note } : {}) } }).unwrap();
      }
      setPending(null);
      feedback.success(t('reports.updated'), t(actionTexts(action, pending.subject).done));
    } catch (reason) {
      setPending(null);
      feedback.error(reason);
    } finally {
      setBusy(false);
    }
  };

  const loading = isFetching && !currentData;
  const count = currentData?.totalCount ?? 0;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<StatusFilter>
          value={status}
          onChange={setStatus}
          aria-label={t('reports.filterLabel')}
          options={STATUS_FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        />
        <Text type="secondary" aria-live="polite">
          {loading
            ? t('reports.loading')
            : query
              ? t('reports.countMatching', { count, query })
              : t('reports.count', { count })}
        </Text>
      </Flex>
      {error ? <LoadErrorAlert title={t('reports.loadError')} error={error} onRetry={() => void refetch()} /> : null}
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : items.length === 0 && !error ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<Text type="secondary">{query ? t('reports.noneMatching') : t('reports.empty')}</Text>}
        />
      ) : (
        <Flex vertical gap={12} role="list" aria-label={t('reports.listLabel')}>
          {items.map((item) => {
            const subject = reportSubject(item);
            return subject ? (
              <QueueItem
                key={item.reportId}
                item={item}
                subject={subject}
                currentUser={currentUser}
                onAction={(action) =>
                  setPending({ action, author: subject.author.displayName, subject: subject.kind, item })
                }
              />
            ) : null;
          })}
        </Flex>
      )}
      {count > QUEUE_PAGE_SIZE ? (
        <Pagination
          align="end"
          current={page}
          pageSize={QUEUE_PAGE_SIZE}
          total={count}
          showSizeChanger={false}
          onChange={setPage}
          size="small"
        />
      ) : null}
      <ActionDialog
        pending={pending}
        busy={busy}
        onConfirm={(note) => void confirm(note)}
        onCancel={() => setPending(null)}
      />
    </Flex>
  );
}

interface QueueItemProps {
  item: QueueItemResponse;
  subject: ReportSubject;
  currentUser: AdminUser;
  onAction: (action: ReportAction) => void;
}

/** The actions a moderator may take on an item (the server checks them again). */
function actionsOf(item: QueueItemResponse, subject: ReportSubject, currentUser: AdminUser): ReportAction[] {
  const status = subject.kind === 'post' ? subject.post.status : subject.review.status;
  return [
    ...(item.status === 'pending' ? (['review'] as const) : []),
    'dismiss',
    ...(status === 'removed' ? [] : [subject.kind === 'post' ? ('remove_post' as const) : ('remove_review' as const)]),
    'suspend_author',
    ...(currentUser.role === 'admin' ? (['ban_author'] as const) : []),
  ];
}

function QueueItem({ item, subject, currentUser, onAction }: QueueItemProps) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  // The ages are counted from when the item came on screen (a clock read once, not on every render).
  const [now] = useState(Date.now);
  const author = subject.author.displayName;
  const subjectStatus = SUBJECT_STATUS[subject.kind === 'post' ? subject.post.status : subject.review.status];
  // Nobody acts on their own report or on reports about their own content (the server refuses it too).
  const own = subject.author.id === currentUser.id || item.reporters.some((reporter) => reporter.id === currentUser.id);
  const descriptions = item.descriptions.filter((text) => text.trim());
  const heading = subject.kind === 'post' ? 'reports.postOf' : 'reports.reviewOf';
  return (
    <Card
      size="small"
      role="listitem"
      aria-labelledby={headingId}
      data-testid="queue-item"
      data-subject={subject.kind}
      styles={{ body: { padding: 12 } }}
    >
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space wrap size={6}>
            <Tag color={item.status === 'pending' ? 'warning' : 'processing'} data-testid="queue-status">
              {t(item.status === 'pending' ? 'reports.statusPending' : 'reports.statusReviewed')}
            </Tag>
            <Text strong id={headingId}>
              {t(heading, { name: author, count: item.reportCount })}
            </Text>
            {subjectStatus ? <Tag color={subjectStatus.color}>{t(subjectStatus.label)}</Tag> : null}
          </Space>
          <Text type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={item.firstReportedAt}>
              {t('reports.firstReported', { age: formatPostAge(item.firstReportedAt, now, language) })}
            </time>
          </Text>
        </Flex>
        <SubjectContent subject={subject} now={now} />
        <Flex align="center" gap={6} wrap>
          <Text type="secondary">{t('reports.reasons')}</Text>
          {item.reasons.map(({ reason, count }) => (
            <Tag key={reason} data-testid="queue-reason">
              {t('reports.reasonCount', { reason: reasonLabel(reason, t), count })}
            </Tag>
          ))}
        </Flex>
        <Text>
          <Text type="secondary">{t('reports.reportedBy', { count: item.reporters.length })} </Text>
          <span data-testid="queue-reporters">{item.reporters.map((reporter) => reporter.displayName).join(', ')}</span>
        </Text>
        {descriptions.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('reports.descriptions')}>
            {descriptions.slice(0, 3).map((text, index) => (
              <li key={index}>
                <Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                  “{text}”
                </Text>
              </li>
            ))}
            {descriptions.length > 3 ? (
              <li>
                <Text type="secondary">{t('reports.moreDescriptions', { count: descriptions.length - 3 })}</Text>
              </li>
            ) : null}
          </ul>
        ) : null}
        <ItemActions
          actions={actionsOf(item, subject, currentUser)}
          subject={subject.kind}
          own={own}
          author={author}
          onAction={onAction}
        />
      </Flex>
    </Card>
  );
}

function ItemActions({
  actions,
  subject,
  own,
  author,
  onAction,
}: {
  actions: ReportAction[];
  subject: ReportSubject['kind'];
  own: boolean;
  author: string;
  onAction: (action: ReportAction) => void;
}) {
  const t = useT();
  const buttons = (
    <Space wrap size={8}>
      {actions.map((action) => {
        const texts = actionTexts(action, subject);
        return (
          <Button
            key={action}
            size="small"
            danger={texts.danger}
            type={action === 'review' ? 'primary' : 'default'}
            disabled={own}
            aria-label={t(texts.named, { name: author })}
            onClick={() => onAction(action)}
          >
            {t(texts.label)}
          </Button>
        );
      })}
    </Space>
  );
  return own ? (
    <Flex vertical gap={4}>
      {buttons}
      <Text type="secondary" style={{ fontSize: 12 }}>
        {t('reports.own')}
      </Text>
    </Flex>
  ) : (
    buttons
  );
}
