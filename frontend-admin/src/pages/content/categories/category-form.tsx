import { Flex, Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import type { CategoryResponse, CategoryType } from '@tara/api-client';
import type { CreateCategoryRequest, UpdateCategoryRequest } from '@tara/api-client/admin';
import { useT, type MessageId } from '../../../i18n/i18n';
import { NameItem } from '../content-fields';
import { textOrNull } from '../content-form';

export const CATEGORY_TYPES: readonly CategoryType[] = ['destination', 'food', 'motorist', 'bicycle', 'camping'];
/** Message ids of the category types (t(CATEGORY_TYPE_LABELS[type])). */
export const CATEGORY_TYPE_LABELS: Record<CategoryType, MessageId> = {
  destination: 'categoryType.destination',
  food: 'categoryType.food',
  motorist: 'categoryType.motorist',
  bicycle: 'categoryType.bicycle',
  camping: 'categoryType.camping',
};

export interface CategoryFormValues {
  name: string;
  type: CategoryType | undefined;
  icon: string;
  color: string;
}

export const EMPTY_CATEGORY: CategoryFormValues = { name: '', type: undefined, icon: '', color: '' };

/** A fresh copy of the record's values for the edit dialog. */
export function categoryToValues(category: CategoryResponse): CategoryFormValues {
  return { name: category.name, type: category.type, icon: category.icon ?? '', color: category.color ?? '' };
}

const HEX = /^#[0-9a-f]{6}$/i;

/** POST body: name and type; icon and color only when given. */
export function categoryCreateBody(values: CategoryFormValues): CreateCategoryRequest {
  return {
    name: values.name.trim(),
    // required by the form
    type: values.type as CategoryType,
    ...(textOrNull(values.icon) ? { icon: values.icon.trim() } : {}),
    ...(textOrNull(values.color) ? { color: values.color.trim() } : {}),
  };
}

/** PATCH body: the changed fields only; a cleared icon or color is sent as null. */
export function categoryPatchBody(category: CategoryResponse, values: CategoryFormValues): UpdateCategoryRequest {
  const body: UpdateCategoryRequest = {};
  if (values.name.trim() !== category.name) body.name = values.name.trim();
  if (values.type && values.type !== category.type) body.type = values.type;
  if (textOrNull(values.icon) !== (category.icon ?? null)) body.icon = textOrNull(values.icon);
  if (textOrNull(values.color) !== (category.color ?? null)) body.color = textOrNull(values.color);
  return body;
}

/** Fields of the create and edit dialogs (spec section 5: name required; type select; icon and color optional). */
export function CategoryFields({ form }: { form: FormInstance<CategoryFormValues> }) {
  const color = Form.useWatch('color', form);
  const t = useT();
  return (
    <>
      <NameItem maxLength={100} />
      <Form.Item label={t('form.type')} name="type" rules={[{ required: true, message: t('form.chooseType') }]}>
        <Select
          placeholder={t('form.chooseType')}
          options={CATEGORY_TYPES.map((type) => ({ value: type, label: t(CATEGORY_TYPE_LABELS[type]) }))}
        />
      </Form.Item>
      <Form.Item label={t('form.icon')} name="icon" extra={t('form.iconHelp')}>
        <Input autoComplete="off" maxLength={50} />
      </Form.Item>
      <Form.Item
        label={t('form.color')}
        name="color"
        extra={t('form.colorHelp')}
        rules={[
          {
            validator: (_, value: string) =>
              !value || HEX.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('form.colorInvalid'))),
          },
        ]}
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
