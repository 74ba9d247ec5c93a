import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AuditEntryResponse } from '@tara/api-client/admin';
import { formatDate, useLanguage, type Language } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import { ROLE_LABELS } from '../../session/roles';
import { AUDIT_ACTIONS, isRole } from './audit-actions';

const { Text } = Typography;

type T = ReturnType<typeof useT>;

const when = (entry: AuditEntryResponse, language: Language) =>
  formatDate(entry.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' });

function Person({ who }: { who: AuditEntryResponse['actor'] }) {
  const t = useT();
  return who ? (
    <Flex vertical style={{ minWidth: 0 }}>
      <Text>{who.displayName}</Text>
      <Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
        {who.email}
      </Text>
    </Flex>
  ) : (
    <Text type="secondary">{t('audit.system')}</Text>
  );
}

/** The lines of an entry's details: why, the role change, the role created, until when, how many reports. */
function detailLines(entry: AuditEntryResponse, t: T, language: Language): string[] {
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
  return lines;
}

function Details({ entry }: { entry: AuditEntryResponse }) {
  const t = useT();
  const lines = detailLines(entry, t, useLanguage());
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
}

function ActionTag({ entry }: { entry: AuditEntryResponse }) {
  const t = useT();
  const id = AUDIT_ACTIONS[entry.action];
  return (
    <Tag
      color={entry.action.startsWith('report.') ? 'processing' : 'default'}
      title={entry.action}
      data-testid="audit-action"
    >
      {id ? t(id) : entry.action}
    </Tag>
  );
}

/** The log's columns: when, who, what, to whom, details; one card per entry on a phone. */
export function auditColumns(narrow: boolean, t: T, language: Language): ColumnsType<AuditEntryResponse> {
  if (narrow) {
    return [
      {
        title: t('audit.entry'),
        key: 'entry',
        render: (_, entry) => (
          <Flex vertical gap={6}>
            <Flex justify="space-between" gap={8} wrap>
              <ActionTag entry={entry} />
              <Text type="secondary">{when(entry, language)}</Text>
            </Flex>
            <Text type="secondary">{t('audit.who')}</Text>
            <Person who={entry.actor} />
            <Text type="secondary">{t('audit.whom')}</Text>
            <Person who={entry.target} />
            <Details entry={entry} />
          </Flex>
        ),
      },
    ];
  }
  return [
    {
      title: t('audit.when'),
      key: 'when',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, entry) => <time dateTime={entry.createdAt}>{when(entry, language)}</time>,
    },
    { title: t('audit.who'), key: 'actor', render: (_, entry) => <Person who={entry.actor} /> },
    { title: t('audit.what'), key: 'action', render: (_, entry) => <ActionTag entry={entry} /> },
    { title: t('audit.whom'), key: 'target', render: (_, entry) => <Person who={entry.target} /> },
    { title: t('audit.details'), key: 'details', render: (_, entry) => <Details entry={entry} /> },
  ];
}
