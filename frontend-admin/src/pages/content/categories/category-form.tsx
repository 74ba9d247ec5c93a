import { Flex, Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES, type Category, type CategoryType } from '../content.api';
import { textOrNull } from '../content-form';

export interface CategoryFormValues {
  name: string;
  type: CategoryType | undefined;
  icon: string;
  color: string;
}

export const EMPTY_CATEGORY: CategoryFormValues = { name: '', type: undefined, icon: '', color: '' };

/** A fresh copy of the record's values for the edit dialog. */
export function categoryToValues(category: Category): CategoryFormValues {
  return { name: category.name, type: category.type, icon: category.icon ?? '', color: category.color ?? '' };
}

const HEX = /^#[0-9a-f]{6}$/i;

/** POST body: name and type; icon and color only when given. */
export function categoryCreateBody(values: CategoryFormValues): Record<string, unknown> {
  return {
    name: values.name.trim(),
    type: values.type,
    ...(textOrNull(values.icon) ? { icon: values.icon.trim() } : {}),
    ...(textOrNull(values.color) ? { color: values.color.trim() } : {}),
  };
}

/** PATCH body: the changed fields only; a cleared icon or color is sent as null. */
export function categoryPatchBody(category: Category, values: CategoryFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (values.name.trim() !== category.name) body.name = values.name.trim();
  if (values.type && values.type !== category.type) body.type = values.type;
  if (textOrNull(values.icon) !== (category.icon ?? null)) body.icon = textOrNull(values.icon);
  if (textOrNull(values.color) !== (category.color ?? null)) body.color = textOrNull(values.color);
  return body;
}

/** Fields of the create and edit dialogs (spec section 5: name required; type select; icon and color optional). */
export function CategoryFields({ form }: { form: FormInstance<CategoryFormValues> }) {
  const color = Form.useWatch('color', form);
  return (
    <>
      <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Name is required' }]}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item label="Type" name="type" rules={[{ required: true, message: 'Choose a type' }]}>
        <Select
          placeholder="Choose a type"
          options={CATEGORY_TYPES.map((type) => ({ value: type, label: CATEGORY_TYPE_LABELS[type] }))}
        />
      </Form.Item>
      <Form.Item label="Icon" name="icon" extra="Optional icon key, e.g. church, utensils, fuel, bike, tent">
        <Input autoComplete="off" maxLength={50} />
      </Form.Item>
      <Form.Item
        label="Color"
        name="color"
        extra="Optional, as #rrggbb"
        rules={[{ validator: (_, value: string) => (!value || HEX.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error('Use the form #rrggbb'))) }]}
      >
        <Input
          autoComplete="off"
          maxLength={7}
          placeholder="#8f1d14"
          suffix={
            <Flex
              aria-hidden="true"
              style={{
                width: 18,
                height: 18,
                borderRadius: 4,
                border: '1px solid rgba(0,0,0,0.15)',
                background: color && HEX.test(color.trim()) ? color.trim() : 'transparent',
              }}
            />
          }
        />
      </Form.Item>
    </>
  );
}
