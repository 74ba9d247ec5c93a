import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { useRowTasks } from '../../shared/use-row-tasks';
import { useSearchedList } from '../../shared/use-server-paging';
import {
  useCouponsListQuery,
  useCouponsRemoveMutation,
  useCouponsUpdateMutation,
  type AdminCoupon,
} from './coupons-api';

/** Coupons per page of the table (server-side pagination). */
export const COUPONS_PAGE_SIZE = 10;

/**
 * The Coupons tab's state: the page of coupons for the search, the row actions (the active toggle and delete, each
 * with its toast) and which dialog is open.
 */
export function useCouponsTable(search: string) {
  const t = useT();
  // Every coupon, inactive and expired ones too.
  const paged = useSearchedList(useCouponsListQuery, { pageSize: COUPONS_PAGE_SIZE, search, args: { all: true } });
  const [updateCoupon] = useCouponsUpdateMutation();
  const [deleteCoupon] = useCouponsRemoveMutation();
  const { busy, run } = useRowTasks();
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<AdminCoupon | null>(null);

  const toggle = (coupon: AdminCoupon, isActive: boolean) =>
    run(coupon.id, () => updateCoupon({ id: coupon.id, updateCouponRequest: { isActive } }).unwrap(), [
      t('coupons.updated'),
      t(isActive ? 'coupons.activated' : 'coupons.deactivated', { name: coupon.title }),
    ]);

  const remove = (coupon: AdminCoupon) =>
    run(coupon.id, () => deleteCoupon({ id: coupon.id }).unwrap(), [
      t('coupons.deleted'),
      t('coupons.deletedText', { name: coupon.title }),
    ]);

  return {
    ...paged,
    rows: { busy, toggle, remove, edit: setEditing },
    createOpen,
    setCreateOpen,
    editing,
    setEditing,
  };
}

/** What the coupon table's rows can do. */
export type CouponRowActions = ReturnType<typeof useCouponsTable>['rows'];
