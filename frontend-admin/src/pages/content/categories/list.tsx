import type { CategoryResponse } from '@tara/api-client';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { useCategoriesListQuery } from '../../../shared/api/admin-api';
import { ListTable } from '../../../shared/list-table';
import { ContentCard, editColumn, idColumn, nameColumn } from '../content-table';
import { CATEGORY_TYPE_LABELS } from './category-form';
import { CreateCategoryDialog } from './create';
import { EditCategoryDialog } from './edit';

const { Text } = Typography;
const HEX = /^#[0-9a-f]{6}$/i;

/** Categories card of the Content tab: table (ids cut to 8 characters), create and edit dialogs. */
export function CategoriesList() {
  const { data: categories, error, refetch } = useCategoriesListQuery({});
  const t = useT();
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<CategoryResponse | null>(null);

  const columns: ColumnsType<CategoryResponse> = [
    idColumn(t),
    nameColumn(t),
    {
      title: t('form.type'),
      dataIndex: 'type',
      key: 'type',
      render: (type: CategoryResponse['type']) => (
        <Tag>{CATEGORY_TYPE_LABELS[type] ? t(CATEGORY_TYPE_LABELS[type]) : type}</Tag>
      ),
    },
    {
      title: t('form.icon'),
      dataIndex: 'icon',
      key: 'icon',
      responsive: ['md'],
      render: (icon: string | null) => icon ?? <Text type="secondary">—</Text>,
    },
    {
      title: t('form.color'),
      dataIndex: 'color',
      key: 'color',
      responsive: ['md'],
      render: (color: string | null) =>
        color ? (
          <Flex align="center" gap={6}>
            <span
              aria-hidden="true"
              data-testid="color-swatch"
              style={{
                display: 'inline-block',
                width: 16,
                height: 16,
                borderRadius: 4,
                border: '1px solid rgba(0,0,0,0.15)',
                background: HEX.test(color) ? color : 'transparent',
              }}
            />
            <Text>{color}</Text>
          </Flex>
        ) : (
          <Text type="secondary">—</Text>
        ),
    },
    editColumn<CategoryResponse>(t, setEditing),
  ];

  return (
    <ContentCard
      title={t('categories.title')}
      createLabel={t('categories.create')}
      onCreate={() => setCreateOpen(true)}
      testId="categories-card"
    >
      <ListTable<CategoryResponse>
        columns={columns}
        rows={categories}
        error={error}
        onRetry={() => void refetch()}
        loadError={t('categories.loadError')}
        empty={t('categories.empty')}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        plainEmpty
      />
      <CreateCategoryDialog open={createOpen} onClose={() => setCreateOpen(false)} />
      <EditCategoryDialog category={editing} onClose={() => setEditing(null)} />
    </ContentCard>
  );
}
