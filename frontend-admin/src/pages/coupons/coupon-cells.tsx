import { Button, Flex, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { formatNumber, type Language } from '@tara/i18n';
import { useT, type MessageId } from '../../i18n/i18n';
import { shortId } from '../../shared/format';
import { CATEGORY_LABELS } from './coupon-form';
import type { AdminCoupon } from './coupons-api';
import type { CouponRowActions } from './use-coupons-table';

const { Paragraph, Text } = Typography;

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
 * Title, description (cut, whole on hover) and the id cut to 8 characters. On a phone the description wraps onto two
 * lines before it is cut: one line 320 px wide made the table wider than a 360 px screen.
 */
export function CouponCell({ coupon, narrow = false }: { coupon: AdminCoupon; narrow?: boolean }) {
  const t = useT();
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Text strong>{coupon.title}</Text>
      {coupon.description ? (
        narrow ? (
          <Paragraph
            type="secondary"
            ellipsis={{ rows: 2, tooltip: coupon.description }}
            style={{ fontSize: 12, marginBottom: 0 }}
          >
            {coupon.description}
          </Paragraph>
        ) : (
          <Text type="secondary" ellipsis={{ tooltip: coupon.description }} style={{ maxWidth: 320, fontSize: 12 }}>
            {coupon.description}
          </Text>
        )
      ) : null}
      <Text type="secondary" style={{ fontSize: 12 }} title={coupon.id}>
        {t('coupons.id', { id: shortId(coupon.id) })}
      </Text>
    </Flex>
  );
}

export function BusinessCell({ coupon }: { coupon: AdminCoupon }) {
  const t = useT();
  return (
    <Flex vertical>
      <Text>{coupon.businessName}</Text>
      <Text type="secondary" style={{ fontSize: 12 }}>
        {t(coupon.businessType === 'destination' ? 'coupons.business.destination' : 'coupons.business.service')} ·{' '}
        {t(CATEGORY_LABELS[coupon.category])}
      </Text>
    </Flex>
  );
}

export function StatusCell({ coupon }: { coupon: AdminCoupon }) {
  const t = useT();
  return (
    <Space size={4} wrap>
      <Tag color={coupon.isActive ? 'success' : 'default'} data-testid="coupon-status">
        {t(coupon.isActive ? 'coupons.status.active' : 'coupons.status.inactive')}
      </Tag>
      {coupon.isExpired ? <Tag color="error">{t('coupons.status.expired')}</Tag> : null}
      {coupon.isSoldOut ? <Tag color="warning">{t('coupons.status.soldOut')}</Tag> : null}
    </Space>
  );
}

/** The active toggle, Edit, and Delete after confirmation; the row's controls wait while one of its actions runs. */
export function ActionsCell({ coupon, rows }: { coupon: AdminCoupon; rows: CouponRowActions }) {
  const t = useT();
  const busy = rows.busy[coupon.id];
  return (
    <Space size={8} wrap>
      <Switch
        checked={coupon.isActive}
        loading={busy}
        disabled={busy}
        aria-label={t('coupons.toggleLabel', { name: coupon.title })}
        onChange={(checked) => void rows.toggle(coupon, checked)}
      />
      <Button
        size="small"
        onClick={() => rows.edit(coupon)}
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
        // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits it: OK spins until the delete ends
        onConfirm={() => rows.remove(coupon)}
      >
        <Button size="small" danger disabled={busy} aria-label={t('coupons.deleteLabel', { name: coupon.title })}>
          {t('coupons.deleteButton')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
