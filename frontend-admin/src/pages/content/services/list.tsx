import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { listCategories, listServices, type Service } from '../content.api';
import { categoryColumn, ContentCard, editColumn, idColumn, nameColumn, PagedContentTable, replaceRow } from '../content-table';
import { useCategoriesOnce, usePagedList } from '../use-paged-list';
import { CreateServiceDialog } from './create';
import { EditServiceDialog } from './edit';

const { Text } = Typography;

/** Services card of the Content tab: server-side paginated, searchable table; create and edit dialogs. */
export function ServicesList() {
  const list = usePagedList(listServices);
  const { categories } = useCategoriesOnce(listCategories);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<Service | null>(null);

  const columns: ColumnsType<Service> = [
    idColumn(),
    nameColumn(),
    { title: 'Slug', dataIndex: 'slug', key: 'slug', render: (slug: string | null) => slug ?? <Text type="secondary">—</Text> },
    categoryColumn(),
    {
      title: 'Flags',
      key: 'flags',
      render: (_, service) => (
        <Space size={4} wrap>
          {service.isOpen24h && <Tag color="green">Open 24/7</Tag>}
          {service.isEmergency && <Tag color="red">Emergency</Tag>}
          {service.isVerified && <Tag color="blue">Verified</Tag>}
          {!service.isOpen24h && !service.isEmergency && !service.isVerified && <Text type="secondary">—</Text>}
        </Space>
      ),
    },
    {
      title: 'Gas price',
      dataIndex: 'gasPrice',
      key: 'gasPrice',
      render: (price: number | null) =>
        price === null || price === undefined ? <Text type="secondary">—</Text> : `₱${Number(price).toFixed(2)}/L`,
    },
    editColumn<Service>(setEditing),
  ];

  return (
    <ContentCard title="Services" createLabel="Create Service" onCreate={() => setCreateOpen(true)} testId="services-card">
      <PagedContentTable plural="services" list={list} columns={columns} />
      <CreateServiceDialog open={createOpen} categories={categories} onClose={() => setCreateOpen(false)} onCreated={() => list.reload()} />
      <EditServiceDialog
        service={editing}
        categories={categories}
        onClose={() => setEditing(null)}
        onUpdated={(updated) => list.setRows(replaceRow(updated))}
      />
    </ContentCard>
  );
}
