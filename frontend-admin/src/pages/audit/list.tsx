import { Flex, Grid } from 'antd';
import type { AuditEntryResponse } from '@tara/api-client/admin';
import { useLanguage } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import { ServerPagedTable } from '../../shared/server-paged-table';
import { auditColumns } from './audit-columns';
import { AuditFilters } from './audit-filters';
import { AUDIT_PAGE_SIZE, useAuditLog } from './use-audit-log';

export { AUDIT_ACTIONS } from './audit-actions';
export { AUDIT_PAGE_SIZE } from './use-audit-log';

/**
 * The Audit tab (admins; issue 10, DESIGN.md 5 and 7): every moderation and member-administration action, newest
 * first: when, who, what, to whom and why; filtered by action (one or a whole group), by who acted and by whom it was
 * done to; paged on the server.
 */
export function AuditLog() {
  const t = useT();
  const language = useLanguage();
  const narrow = !Grid.useBreakpoint().md;
  const { filters, filtered, page, setPage, list } = useAuditLog();
  return (
    <Flex vertical gap={12}>
      <AuditFilters filters={filters} filtered={filtered} />
      <ServerPagedTable<AuditEntryResponse>
        columns={auditColumns(narrow, t, language)}
        list={list}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={setPage}
        loadError={t('audit.loadError')}
        showTotal={(count) => t('audit.total', { count })}
        empty={filtered ? t('audit.noneMatching') : t('audit.empty')}
      />
    </Flex>
  );
}
