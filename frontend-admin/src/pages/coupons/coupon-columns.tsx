import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, formatNumber, type Language } from '@tara/i18n';
import type { useT } from '../../i18n/i18n';
import { ActionsCell, BusinessCell, CouponCell, discountText, StatusCell } from './coupon-cells';
import type { AdminCoupon } from './coupons-api';
import type { CouponRowActions } from './use-coupons-table';

const { Text } = Typography;

type T = ReturnType<typeof useT>;

const expiryText = (coupon: AdminCoupon, t: T, language: Language) =>
  coupon.expiresAt ? formatDate(coupon.expiresAt, language) : t('coupons.noExpiry');

const claimsText = (coupon: AdminCoupon, t: T, language: Language) =>
  coupon.maxRedemptions === null
    ? t('coupons.claimsNoLimit', { current: formatNumber(coupon.currentRedemptions, language) })
    : t('coupons.claims', {
        current: formatNumber(coupon.currentRedemptions, language),
        max: formatNumber(coupon.maxRedemptions, language),
      });

const NO_WRAP = () => ({ style: { whiteSpace: 'nowrap' } as const });

/** The coupon table's columns: one card per coupon on a phone (so that nothing scrolls sideways), else a column each. */
export function couponColumns(
  narrow: boolean,
  rows: CouponRowActions,
  t: T,
  language: Language,
): ColumnsType<AdminCoupon> {
  if (narrow) {
    return [
      {
        title: t('coupons.coupon'),
        key: 'coupon',
        render: (_, coupon) => (
          <Flex vertical gap={6}>
            <CouponCell coupon={coupon} narrow />
            <Text strong>{discountText(coupon, t, language)}</Text>
            <BusinessCell coupon={coupon} />
            <Text type="secondary">
              {t('coupons.expiresOn', { date: expiryText(coupon, t, language) })} · {claimsText(coupon, t, language)}
            </Text>
            <StatusCell coupon={coupon} />
            <ActionsCell coupon={coupon} rows={rows} />
          </Flex>
        ),
      },
    ];
  }
  return [
    { title: t('coupons.coupon'), key: 'coupon', render: (_, coupon) => <CouponCell coupon={coupon} /> },
    {
      title: t('coupons.discount'),
      key: 'discount',
      onCell: NO_WRAP,
      render: (_, coupon) => discountText(coupon, t, language),
    },
    { title: t('coupons.business'), key: 'business', render: (_, coupon) => <BusinessCell coupon={coupon} /> },
    { title: t('coupons.expires'), key: 'expires', onCell: NO_WRAP, render: (_, c) => expiryText(c, t, language) },
    {
      title: t('coupons.claimsTitle'),
      key: 'claims',
      onCell: NO_WRAP,
      render: (_, coupon) => claimsText(coupon, t, language),
    },
    { title: t('coupons.status'), key: 'status', render: (_, coupon) => <StatusCell coupon={coupon} /> },
    {
      title: t('content.actions'),
      key: 'actions',
      render: (_, coupon) => <ActionsCell coupon={coupon} rows={rows} />,
    },
  ];
}
