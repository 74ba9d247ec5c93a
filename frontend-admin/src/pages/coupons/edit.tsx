import { EditResourceDialog } from '../../shared/resource-dialog';
import { CouponFields, couponPatchBody, couponToValues } from './coupon-form';
import { useCouponsUpdateMutation, type AdminCoupon } from './coupons-api';

/** 'Edit Coupon': a copy of the coupon; Cancel discards; Update sends only the changes. */
export function EditCouponDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  const [updateCoupon] = useCouponsUpdateMutation();
  return (
    <EditResourceDialog
      texts={{ title: 'coupons.edit', toast: 'coupons.updated' }}
      record={coupon}
      toValues={couponToValues}
      patchBody={couponPatchBody}
      update={async (id, body) => {
        const saved = await updateCoupon({ id, updateCouponRequest: body }).unwrap();
        return { ...saved, name: saved.title };
      }}
      onClose={onClose}
      width={640}
    >
      {(form) => <CouponFields form={form} claimed={coupon?.currentRedemptions ?? 0} />}
    </EditResourceDialog>
  );
}
