import { Col, Form, Select, type ColProps } from 'antd';
import { useT } from '../../i18n/i18n';
import { useDestinationsListQuery, useServicesListQuery } from '../../shared/api/admin-api';
import { PICKER_SIZE, SearchPicker, usePickerSearch } from '../../shared/search-picker';
import type { BusinessType } from './coupons-api';

/** The chosen destination or service: its id and name (the picker shows the name). */
export interface PickedBusiness {
  id: string;
  name: string;
}

/** A searchable choice of one destination or service, by name (the Content tab's lists, ?search=). */
export function BusinessPicker({
  businessType,
  value,
  onChange,
  id,
  invalid,
}: {
  businessType: BusinessType;
  value?: PickedBusiness | null;
  onChange?: (business: PickedBusiness | null) => void;
  id?: string;
  invalid?: boolean;
}) {
  const t = useT();
  const [search, setText] = usePickerSearch();
  const args = { limit: PICKER_SIZE, offset: 0, ...(search ? { search } : {}) };
  const destinations = useDestinationsListQuery(args, { skip: businessType !== 'destination' });
  const services = useServicesListQuery(args, { skip: businessType !== 'service' });
  const list = businessType === 'destination' ? destinations : services;
  return (
    <SearchPicker
      id={id}
      value={value ? { value: value.id, label: value.name } : null}
      onPick={(option) => onChange?.(option ? { id: option.value, name: option.label } : null)}
      onSearch={setText}
      options={(list.currentData?.items ?? []).map((place) => ({ value: place.id, label: place.name }))}
      status={invalid ? 'error' : undefined}
      placeholder={businessType === 'destination' ? t('coupons.form.pickDestination') : t('coupons.form.pickService')}
      loading={list.isFetching}
      notFoundContent={t('coupons.form.noPlaces')}
    />
  );
}

/**
 * The business type and the business of a coupon or a staff assignment (in its Form), two columns of the caller's Row
 * (`cols`: their sizes). Spec section 5: changing the business type clears the chosen business.
 */
export function BusinessCols({ businessType, cols }: { businessType: BusinessType; cols: [ColProps, ColProps] }) {
  const t = useT();
  const form = Form.useFormInstance<{ business: PickedBusiness | null }>();
  return (
    <>
      <Col {...cols[0]}>
        <Form.Item name="businessType" label={t('coupons.form.businessType')}>
          <Select<BusinessType>
            options={[
              { value: 'destination', label: t('coupons.business.destination') },
              { value: 'service', label: t('coupons.business.service') },
            ]}
            onChange={() => form.setFieldValue('business', null)}
          />
        </Form.Item>
      </Col>
      <Col {...cols[1]}>
        <Form.Item
          name="business"
          label={t('coupons.form.business')}
          rules={[
            {
              validator: async (_rule, value: PickedBusiness | null) => {
                if (!value) throw new Error(t('coupons.form.businessRequired'));
              },
            },
          ]}
        >
          <BusinessPicker businessType={businessType} />
        </Form.Item>
      </Col>
    </>
  );
}
