import { CreateResourceDialog } from '../../shared/resource-dialog';
import { CouponFields, couponCreateBody, EMPTY_COUPON } from './coupon-form';
import { useCouponsCreateMutation } from './coupons-api';

/** 'Create Coupon' (spec section 5): title, business and expiry date required. The table refreshes (cache tags). */
export function CreateCouponDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated?: () => void;
}) {
  const [createCoupon] = useCouponsCreateMutation();
  return (
    <CreateResourceDialog
      texts={{ title: 'coupons.create', toast: 'coupons.created' }}
      open={open}
      initialValues={() => structuredClone(EMPTY_COUPON)}
      create={async (values) => {
        const coupon = await createCoupon({ createCouponRequest: couponCreateBody(values) }).unwrap();
        return { ...coupon, name: coupon.title };
      }}
      onSaved={onCreated}
      onClose={onClose}
      width={640}
    >
      {(form) => <CouponFields form={form} />}
    </CreateResourceDialog>
  );
}
