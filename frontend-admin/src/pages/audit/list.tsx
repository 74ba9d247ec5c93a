import { Button, Col, Flex, Form, Grid, Row, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AuditEntryResponse, Role } from '@tara/api-client';
import { formatDate, useLanguage } from '@tara/i18n';
import { useId, useState } from 'react';
import { useT, type MessageId } from '../../i18n/i18n';
import { ROLE_LABELS, ROLES } from '../../session/roles';
import { useModerationAuditQuery } from '../../shared/api/admin-api';
import { LoadErrorAlert } from '../../shared/load-error-alert';
import { usePageFor } from '../reports/paging';
import { UserPicker, type PickedUser } from './user-picker';
import { ServerPagedTable } from '../../shared/server-paged-table';

/** Audit entries per page. */
export const AUDIT_PAGE_SIZE = 20;

const { Text } = Typography;

/**
 * The actions the log records (backend: report.<action>, post.remove and comment.remove from moderation, user.<change>
 * from the users module).
 */
export const AUDIT_ACTIONS: Record<string, MessageId> = {
  'report.review': 'audit.reportReview',
  'report.dismiss': 'audit.reportDismiss',
  'report.remove_post': 'audit.reportRemovePost',
  'report.suspend_author': 'audit.reportSuspendAuthor',
  'report.ban_author': 'audit.reportBanAuthor',
  'post.remove': 'audit.postRemove',
  'comment.remove': 'audit.commentRemove',
  'user.suspended': 'audit.userSuspended',
  'user.unsuspended': 'audit.userUnsuspended',
  'user.banned': 'audit.userBanned',
  'user.role_changed': 'audit.userRoleChanged',
  'user.created': 'audit.userCreated',
  'user.promoted_to_admin': 'audit.userPromotedToAdmin',
};

/** The action filter's groups: a group with `label` offers its whole prefix too (the server filters by one prefix). */
const ACTION_GROUPS: { prefixes: readonly string[]; group: MessageId; label?: MessageId }[] = [
  { prefixes: ['report.'], group: 'tabs.reports', label: 'audit.allReportActions' },
  { prefixes: ['post.', 'comment.'], group: 'tabs.content' },
  { prefixes: ['user.'], group: 'tabs.users', label: 'audit.allUserActions' },
];

const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/**
 * The Audit tab (admins; issue 10, DESIGN.md 5 and 7): every moderation and member-administration action, newest
 * first: when, who, what, to whom and why; filtered by action (one or a whole group), by who acted and by whom it was
 * done to; paged on the server.
 */
export function AuditLog() {
  const t = useT();
  const language = useLanguage();
  const narrow = !Grid.useBreakpoint().md;
  const [action, setAction] = useState('');
  const [actor, setActor] = useState<PickedUser | null>(null);
  const [target, setTarget] = useState<PickedUser | null>(null);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const ids = { action: useId(), actor: useId(), target: useId() };
  const { page, setPage, offset } = usePageFor(`${action}|${actor?.id}|${target?.id}`, total, AUDIT_PAGE_SIZE);
  const { currentData, isFetching, error, refetch } = useModerationAuditQuery({
    limit: AUDIT_PAGE_SIZE,
    offset,
    ...(action ? { action } : {}),
    ...(actor ? { actorId: actor.id } : {}),
    ...(target ? { targetUserId: target.id } : {}),
  });
  if (currentData && currentData.totalCount !== total) setTotal(currentData.totalCount);
  const filtered = !!(action || actor || target);

  const actionName = (code: string) => (AUDIT_ACTIONS[code] ? t(AUDIT_ACTIONS[code]) : code);
  const when = (entry: AuditEntryResponse) =>
    formatDate(entry.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' });
  const person = (who: AuditEntryResponse['actor']) =>
    who ? (
      <Flex vertical style={{ minWidth: 0 }}>
        <Text>{who.displayName}</Text>
        <Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
          {who.email}
        </Text>
      </Flex>
    ) : (
      <Text type="secondary">{t('audit.system')}</Text>
    );
  const details = (entry: AuditEntryResponse) => {
    const d = entry.details ?? {};
    const lines: string[] = [];
    const why = typeof d.note === 'string' ? d.note : typeof d.reason === 'string' ? d.reason : null;
    if (why) lines.push(t('audit.why', { text: why }));
    if (isRole(d.from) && isRole(d.to))
      lines.push(t('audit.roleChange', { from: t(ROLE_LABELS[d.from]), to: t(ROLE_LABELS[d.to]) }));
    if (entry.action === 'user.created' && isRole(d.role))
      lines.push(t('audit.createdAs', { role: t(ROLE_LABELS[d.role]) }));
    if (typeof d.suspendedUntil === 'string')
      lines.push(t('audit.until', { date: formatDate(d.suspendedUntil, language) }));
    if (Array.isArray(d.reportIds) && d.reportIds.length > 0)
      lines.push(t('audit.reports', { count: d.reportIds.length }));
    return lines.length ? (
      <Flex vertical gap={2} data-testid="audit-details">
        {lines.map((line, index) => (
          <Text key={index} style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        ))}
      </Flex>
    ) : (
      <Text type="secondary">—</Text>
    );
  };
  const actionTag = (entry: AuditEntryResponse) => (
    <Tag
      color={entry.action.startsWith('report.') ? 'processing' : 'default'}
      title={entry.action}
      data-testid="audit-action"
    >
      {actionName(entry.action)}
    </Tag>
  );

  const columns: ColumnsType<AuditEntryResponse> = narrow
    ? [
        {
          title: t('audit.entry'),
          key: 'entry',
          render: (_, entry) => (
            <Flex vertical gap={6}>
              <Flex justify="space-between" gap={8} wrap>
                {actionTag(entry)}
                <Text type="secondary">{when(entry)}</Text>
              </Flex>
              <Text type="secondary">{t('audit.who')}</Text>
              {person(entry.actor)}
              <Text type="secondary">{t('audit.whom')}</Text>
              {person(entry.target)}
              {details(entry)}
            </Flex>
          ),
        },
      ]
    : [
        {
          title: t('audit.when'),
          key: 'when',
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (_, entry) => <time dateTime={entry.createdAt}>{when(entry)}</time>,
        },
        { title: t('audit.who'), key: 'actor', render: (_, entry) => person(entry.actor) },
        { title: t('audit.what'), key: 'action', render: (_, entry) => actionTag(entry) },
        { title: t('audit.whom'), key: 'target', render: (_, entry) => person(entry.target) },
        { title: t('audit.details'), key: 'details', render: (_, entry) => details(entry) },
      ];

  return (
    <Flex vertical gap={12}>
      <Form layout="vertical" component="div" aria-label={t('audit.filters')}>
        <Row gutter={[12, 0]} align="bottom">
          <Col xs={24} md={8}>
            <Form.Item label={t('audit.action')} htmlFor={ids.action} style={{ marginBottom: 12 }}>
              <Select<string>
                id={ids.action}
                value={action}
                onChange={setAction}
                aria-label={t('audit.action')}
                popupMatchSelectWidth={false}
                options={[
                  { value: '', label: t('audit.allActions') },
                  ...ACTION_GROUPS.map(({ prefixes, group, label }) => ({
                    label: t(group),
                    options: [
                      ...(label ? [{ value: prefixes[0], label: t(label) }] : []),
                      ...Object.entries(AUDIT_ACTIONS)
                        .filter(([code]) => prefixes.some((prefix) => code.startsWith(prefix)))
                        .map(([code, id]) => ({ value: code, label: t(id) })),
                    ],
                  })),
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={7}>
            <Form.Item label={t('audit.actor')} htmlFor={ids.actor} style={{ marginBottom: 12 }}>
              <UserPicker id={ids.actor} label={t('audit.actor')} value={actor} onChange={setActor} />
            </Form.Item>
          </Col>
          <Col xs={24} md={7}>
            <Form.Item label={t('audit.target')} htmlFor={ids.target} style={{ marginBottom: 12 }}>
              <UserPicker id={ids.target} label={t('audit.target')} value={target} onChange={setTarget} />
            </Form.Item>
          </Col>
          <Col xs={24} md={2}>
            <Form.Item style={{ marginBottom: 12 }}>
              <Button
                disabled={!filtered}
                onClick={() => {
                  setAction('');
                  setActor(null);
                  setTarget(null);
                }}
              >
                {t('audit.clear')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {error ? <LoadErrorAlert title={t('audit.loadError')} error={error} onRetry={() => void refetch()} /> : null}
      <ServerPagedTable<AuditEntryResponse>
        columns={columns}
        data={currentData}
        fetching={isFetching}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={setPage}
        showTotal={(count) => t('audit.total', { count })}
        empty={filtered ? t('audit.noneMatching') : t('audit.empty')}
      />
    </Flex>
  );
}
