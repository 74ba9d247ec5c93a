import { useState } from 'react';
import { useModerationAuditQuery } from '../../shared/api/admin-api';
import { useServerPaging } from '../../shared/use-server-paging';
import type { PickedUser } from './user-picker';

/** Audit entries per page. */
export const AUDIT_PAGE_SIZE = 20;

/** The audit log's filters (action, who acted, to whom) and the page of entries they select. */
export function useAuditLog() {
  const [action, setAction] = useState('');
  const [actor, setActor] = useState<PickedUser | null>(null);
  const [target, setTarget] = useState<PickedUser | null>(null);
  const { page, setPage, offset, follow } = useServerPaging({
    pageSize: AUDIT_PAGE_SIZE,
    filters: `${action}|${actor?.id}|${target?.id}`,
  });
  const list = useModerationAuditQuery({
    limit: AUDIT_PAGE_SIZE,
    offset,
    ...(action ? { action } : {}),
    ...(actor ? { actorId: actor.id } : {}),
    ...(target ? { targetUserId: target.id } : {}),
  });
  follow(list.currentData?.totalCount);
  const clear = () => {
    setAction('');
    setActor(null);
    setTarget(null);
  };
  return {
    filters: { action, setAction, actor, setActor, target, setTarget, clear },
    filtered: !!(action || actor || target),
    page,
    setPage,
    list,
  };
}

export type AuditFilterState = ReturnType<typeof useAuditLog>['filters'];
