import { Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../../shared/api';
import { CATEGORY_TYPE_LABELS, listCategories, type Category } from '../content.api';
import { ContentCard, ContentLoadError, editColumn, idColumn, nameColumn, replaceRow } from '../content-table';
import { CreateCategoryDialog } from './create';
import { EditCategoryDialog } from './edit';

const { Text } = Typography;
const HEX = /^#[0-9a-f]{6}$/i;

/** Categories card of the Content tab: table (ids cut to 8 characters), create and edit dialogs. */
export function CategoriesList() {
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<Category | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    listCategories().then(
      (data) => {
        if (cancelled) return;
        setCategories(data);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (cancelled) return;
        setError(errorText(reason));
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);

  const columns: ColumnsType<Category> = [
    idColumn(),
    nameColumn(),
    { title: 'Type', dataIndex: 'type', key: 'type', render: (type: Category['type']) => <Tag>{CATEGORY_TYPE_LABELS[type] ?? type}</Tag> },
    { title: 'Icon', dataIndex: 'icon', key: 'icon', render: (icon: string | null) => icon ?? <Text type="secondary">—</Text> },
    {
      title: 'Color',
      dataIndex: 'color',
      key: 'color',
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
    editColumn<Category>(setEditing),
  ];

  return (
    <ContentCard title="Categories" createLabel="Create Category" onCreate={() => setCreateOpen(true)} testId="categories-card">
      {error ? (
        <ContentLoadError plural="categories" error={error} onRetry={reload} />
      ) : (
        <Table<Category>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={categories}
          loading={loading}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: 'No categories found' }}
          scroll={{ x: 'max-content' }}
        />
      )}
      <CreateCategoryDialog open={createOpen} onClose={() => setCreateOpen(false)} onCreated={reload} />
      <EditCategoryDialog
        category={editing}
        onClose={() => setEditing(null)}
        onUpdated={(updated) => setCategories(replaceRow(updated))}
      />
    </ContentCard>
  );
}
