import { Button, Card, Flex } from 'antd';
import { useLanguage } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import { ListCount } from '../../shared/list-count';
import { ServerPagedTable } from '../../shared/server-paged-table';
import { couponColumns } from './coupon-columns';
import type { AdminCoupon } from './coupons-api';
import { CreateCouponDialog } from './create';
import { EditCouponDialog } from './edit';
import { PartnerStaff } from './staff';
import { COUPONS_PAGE_SIZE, useCouponsTable } from './use-coupons-table';

export { discountText } from './coupon-cells';
export { COUPONS_PAGE_SIZE } from './use-coupons-table';

/**
 * The Coupons tab (spec section 2, /admin; DESIGN.md section 4: admins only): 'Coupon Management', a server-side
 * paginated, searchable table of every coupon (inactive and expired too) with create and edit dialogs, the active
 * toggle and delete after confirmation; then the partner staff who check codes at /verify.
 */
export function CouponsTab({ search }: { search: string }) {
  const t = useT();
  const language = useLanguage();
  const table = useCouponsTable(search);
  const { narrow, query, list } = table;
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <span role="heading" aria-level={2}>
            {t('coupons.management')}
          </span>
        }
        extra={
          <Button type="primary" onClick={() => table.setCreateOpen(true)}>
            {t('coupons.create')}
          </Button>
        }
        styles={{ body: { padding: narrow ? 8 : undefined } }}
      >
        <Flex vertical gap={12}>
          <ListCount
            list={list}
            query={query}
            texts={{ loading: 'coupons.loading', count: 'coupons.count', matching: 'coupons.countMatching' }}
          />
          <ServerPagedTable<AdminCoupon>
            columns={couponColumns(narrow, table.rows, t, language)}
            list={list}
            page={table.page}
            pageSize={COUPONS_PAGE_SIZE}
            onPage={table.setPage}
            loadError={t('coupons.loadError')}
            empty={t('coupons.empty')}
          />
        </Flex>
      </Card>
      <PartnerStaff />
      <CreateCouponDialog
        open={table.createOpen}
        onClose={() => table.setCreateOpen(false)}
        onCreated={() => table.setPage(1)}
      />
      <EditCouponDialog coupon={table.editing} onClose={() => table.setEditing(null)} />
    </Flex>
  );
}
