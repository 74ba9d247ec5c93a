import { Col, Form, Input } from 'antd';
import { useT, type MessageId } from '../../i18n/i18n';
import { coordinatesError } from './content-form';

/** The name every category, destination and service has (required, not blank; `maxLength` characters at most). */
export function NameItem({ maxLength }: { maxLength: number }) {
  const t = useT();
  return (
    <Form.Item
      label={t('form.name')}
      name="name"
      rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}
    >
      <Input autoComplete="off" maxLength={maxLength} />
    </Form.Item>
  );
}

/** The description and the address of a destination or service (both optional). */
export function DescriptionItems() {
  const t = useT();
  return (
    <>
      <Form.Item label={t('form.description')} name="description">
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Form.Item label={t('form.address')} name="address">
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}

const COORDINATES = [
  { name: 'latitude', other: 'longitude', label: 'form.latitude', example: 'form.latitudeExample' },
  { name: 'longitude', other: 'latitude', label: 'form.longitude', example: 'form.longitudeExample' },
] as const satisfies readonly { name: string; other: string; label: MessageId; example: MessageId }[];

/**
 * Latitude and longitude, two columns of the caller's Row (`sm` of 24 each on a wider screen): both or neither, in
 * range, each checked again when the other changes. `examples` shows sample values as placeholders.
 */
export function CoordinateCols({ sm, examples = false }: { sm: number; examples?: boolean }) {
  const t = useT();
  const form = Form.useFormInstance<{ latitude?: string; longitude?: string }>();
  const rule = {
    validator: () => {
      const id = coordinatesError(
        (form.getFieldValue('latitude') as string | undefined) ?? '',
        (form.getFieldValue('longitude') as string | undefined) ?? '',
      );
      return id ? Promise.reject(new Error(t(id))) : Promise.resolve();
    },
  };
  return COORDINATES.map(({ name, other, label, example }) => (
    <Col key={name} xs={24} sm={sm}>
      <Form.Item label={t(label)} name={name} dependencies={[other]} rules={[rule]}>
        <Input inputMode="decimal" placeholder={examples ? t(example) : undefined} autoComplete="off" />
      </Form.Item>
    </Col>
  ));
}
