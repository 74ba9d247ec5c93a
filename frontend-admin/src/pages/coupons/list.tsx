import { Button, Card, Flex, Grid, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, formatNumber, useLanguage, type Language } from '@tara/i18n';
import { useState } from 'react';
import { LoadErrorAlert } from '../../shared/load-error-alert';
import { useRowTasks } from '../../shared/use-row-tasks';
import { useSearchPaging } from '../../shared/use-search-paging';
import { useT, type MessageId } from '../../i18n/i18n';
import { shortId } from '../content/content-form';
import { CATEGORY_LABELS } from './coupon-form';
import {
  useCouponsListQuery,
  useCouponsRemoveMutation,
  useCouponsUpdateMutation,
  type AdminCoupon,
} from './coupons-api';
import { CreateCouponDialog } from './create';
import { EditCouponDialog } from './edit';
import { PartnerStaff } from './staff';
import { ServerPagedTable } from '../../shared/server-paged-table';

/** Coupons per page of the table (server-side pagination). */
export const COUPONS_PAGE_SIZE = 10;

const { Text } = Typography;

/** '20% OFF', '₱150 OFF', 'Buy 1 Get 1' or 'DISCOUNT' (spec section 2). */
export function discountText(
  coupon: Pick<AdminCoupon, 'discountType' | 'discountValue'>,
  t: (id: MessageId, values?: Record<string, unknown>) => string,
  language: Language,
): string {
  const value = coupon.discountValue;
  if (coupon.discountType === 'percentage' && value !== null)
    return t('coupons.label.percent', { value: formatNumber(value, language, { maximumFractionDigits: 2 }) });
  if ((coupon.discountType === 'fixed_amount' || coupon.discountType === 'fixed') && value !== null) {
    const amount = formatNumber(value, language, {
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: 2,
    });
    return t('coupons.label.amount', { amount: `₱${amount}` });
  }
  return coupon.discountType === 'bogo' ? t('coupons.label.bogo') : t('coupons.label.discount');
}

/**
 * The Coupons tab (spec section 2, /admin; DESIGN.md section 4: admins only): 'Coupon Management', a server-side
 * paginated, searchable table of every coupon (inactive and expired too) with create and edit dialogs, the active
 * toggle and delete after confirmation; then the partner staff who check codes at /verify.
 */
export function CouponsTab({ search }: { search: string }) {
  const t = useT();
  const language = useLanguage();
  const narrow = !Grid.useBreakpoint().md;
  const { query, page, setPage } = useSearchPaging(search);
  const { currentData, isFetching, error, refetch } = useCouponsListQuery({
    all: true,
    limit: COUPONS_PAGE_SIZE,
    offset: (page - 1) * COUPONS_PAGE_SIZE,
    ...(query ? { search: query } : {}),
  });
  const total = currentData?.totalCount ?? 0;
  const loading = isFetching && !currentData;
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

  const couponCell = (coupon: AdminCoupon) => (
    <Flex vertical style={{ minWidth: 0 }}>
      <Text strong>{coupon.title}</Text>
      {coupon.description ? (
        <Text type="secondary" ellipsis={{ tooltip: coupon.description }} style={{ maxWidth: 320, fontSize: 12 }}>
          {coupon.description}
        </Text>
      ) : null}
      <Text type="secondary" style={{ fontSize: 12 }} title={coupon.id}>
        {t('coupons.id', { id: shortId(coupon.id) })}
      </Text>
    </Flex>
  );
  const businessCell = (coupon: AdminCoupon) => (
    <Flex vertical>
      <Text>{coupon.businessName}</Text>
      <Text type="secondary" style={{ fontSize: 12 }}>
        {t(coupon.businessType === 'destination' ? 'coupons.business.destination' : 'coupons.business.service')} ·{' '}
        {t(CATEGORY_LABELS[coupon.category])}
      </Text>
    </Flex>
  );
  const expiryCell = (coupon: AdminCoupon) =>
    coupon.expiresAt ? formatDate(coupon.expiresAt, language) : t('coupons.noExpiry');
  const claimsCell = (coupon: AdminCoupon) =>
    coupon.maxRedemptions === null
      ? t('coupons.claimsNoLimit', { current: formatNumber(coupon.currentRedemptions, language) })
      : t('coupons.claims', {
          current: formatNumber(coupon.currentRedemptions, language),
          max: formatNumber(coupon.maxRedemptions, language),
        });
  const statusCell = (coupon: AdminCoupon) => (
    <Space size={4} wrap>
      <Tag color={coupon.isActive ? 'success' : 'default'} data-testid="coupon-status">
        {t(coupon.isActive ? 'coupons.status.active' : 'coupons.status.inactive')}
      </Tag>
      {coupon.isExpired ? <Tag color="error">{t('coupons.status.expired')}</Tag> : null}
      {coupon.isSoldOut ? <Tag color="warning">{t('coupons.status.soldOut')}</Tag> : null}
    </Space>
  );
  const actionsCell = (coupon: AdminCoupon) => (
    <Space size={8} wrap>
      <Switch
        checked={coupon.isActive}
        loading={busy[coupon.id]}
        disabled={busy[coupon.id]}
        aria-label={t('coupons.toggleLabel', { name: coupon.title })}
        onChange={(checked) => void toggle(coupon, checked)}
      />
      <Button
        size="small"
        onClick={() => setEditing(coupon)}
        aria-label={t('coupons.editLabel', { name: coupon.title })}
      >
        {t('coupons.editButton')}
      </Button>
      <Popconfirm
        title={t('coupons.deleteTitle')}
        description={<div style={{ maxWidth: 280 }}>{t('coupons.deleteText', { name: coupon.title })}</div>}
        okText={t('coupons.deleteButton')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        onConfirm={() => remove(coupon)}
      >
        <Button
          size="small"
          danger
          disabled={busy[coupon.id]}
          aria-label={t('coupons.deleteLabel', { name: coupon.title })}
        >
          {t('coupons.deleteButton')}
        </Button>
      </Popconfirm>
    </Space>
  );

  const columns: ColumnsType<AdminCoupon> = narrow
    ? [
        {
          // Phones (360 px): one column, each coupon a small card, so that nothing scrolls sideways.
          title: t('coupons.coupon'),
          key: 'coupon',
          render: (_, coupon) => (
            <Flex vertical gap={6}>
              {couponCell(coupon)}
              <Text strong>{discountText(coupon, t, language)}</Text>
              {businessCell(coupon)}
              <Text type="secondary">
                {t('coupons.expiresOn', { date: expiryCell(coupon) })} · {claimsCell(coupon)}
              </Text>
              {statusCell(coupon)}
              {actionsCell(coupon)}
            </Flex>
          ),
        },
      ]
    : [
        { title: t('coupons.coupon'), key: 'coupon', render: (_, coupon) => couponCell(coupon) },
        {
          title: t('coupons.discount'),
          key: 'discount',
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (_, coupon) => discountText(coupon, t, language),
        },
        { title: t('coupons.business'), key: 'business', render: (_, coupon) => businessCell(coupon) },
        {
          title: t('coupons.expires'),
          key: 'expires',
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (_, coupon) => expiryCell(coupon),
        },
        {
          title: t('coupons.claimsTitle'),
          key: 'claims',
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (_, coupon) => claimsCell(coupon),
        },
        { title: t('coupons.status'), key: 'status', render: (_, coupon) => statusCell(coupon) },
        { title: t('content.actions'), key: 'actions', render: (_, coupon) => actionsCell(coupon) },
      ];

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <span role="heading" aria-level={2}>
            {t('coupons.management')}
          </span>
        }
        extra={
          <Button type="primary" onClick={() => setCreateOpen(true)}>
            {t('coupons.create')}
          </Button>
        }
        styles={{ body: { padding: narrow ? 8 : undefined } }}
      >
        <Flex vertical gap={12}>
          <Text type="secondary" aria-live="polite">
            {loading
              ? t('coupons.loading')
              : query
                ? t('coupons.countMatching', { count: total, query })
                : t('coupons.count', { count: total })}
          </Text>
          {error ? (
            <LoadErrorAlert title={t('coupons.loadError')} error={error} onRetry={() => void refetch()} />
          ) : null}
          <ServerPagedTable<AdminCoupon>
            columns={columns}
            data={currentData}
            fetching={isFetching}
            page={page}
            pageSize={COUPONS_PAGE_SIZE}
            onPage={setPage}
            empty={t('coupons.empty')}
          />
        </Flex>
      </Card>
      <PartnerStaff />
      <CreateCouponDialog open={createOpen} onClose={() => setCreateOpen(false)} onCreated={() => setPage(1)} />
      <EditCouponDialog coupon={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
