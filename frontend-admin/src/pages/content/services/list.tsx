import { Alert, Button, Card, Flex, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { useState } from 'react';
import { CONTENT_PAGE_SIZE, listCategories, listServices, type Service } from '../content.api';
import { shortId } from '../content-form';
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
    {
      title: 'ID',
      dataIndex: 'id',
      key: 'id',
      render: (id: string) => (
        <Text code title={id}>
          {shortId(id)}
        </Text>
      ),
    },
    { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string) => <Text strong>{name}</Text> },
    { title: 'Slug', dataIndex: 'slug', key: 'slug', render: (slug: string | null) => slug ?? <Text type="secondary">—</Text> },
    {
      title: 'Category',
      key: 'category',
      render: (_, service) => (service.category ? <Tag>{service.category.name}</Tag> : <Text type="secondary">—</Text>),
    },
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
    {
      title: 'Actions',
      key: 'actions',
      render: (_, service) => (
        <Button size="small" onClick={() => setEditing(service)} aria-label={`Edit ${service.name}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Card
      title="Services"
      extra={
        <Button type="primary" onClick={() => setCreateOpen(true)}>
          Create Service
        </Button>
      }
      data-testid="services-card"
    >
      <Flex vertical gap={12}>
        <Input.Search
          allowClear
          placeholder="Search services"
          aria-label="Search services"
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          onSearch={(value) => list.setSearchText(value)}
          style={{ maxWidth: 360 }}
        />
        {list.error ? (
          <Alert
            type="error"
            showIcon
            title="We couldn't load the services."
            description={list.error}
            action={<Button onClick={list.reload}>Retry</Button>}
          />
        ) : (
          <Table<Service>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={list.rows}
            loading={list.loading}
            locale={{ emptyText: 'No services found' }}
            pagination={{
              current: list.page,
              pageSize: CONTENT_PAGE_SIZE,
              total: list.total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (total) => `${total} services`,
            }}
            onChange={(pagination: TablePaginationConfig) => list.setPage(pagination.current ?? 1)}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Flex>
      <CreateServiceDialog open={createOpen} categories={categories} onClose={() => setCreateOpen(false)} onCreated={() => list.reload()} />
      <EditServiceDialog
        service={editing}
        categories={categories}
        onClose={() => setEditing(null)}
        onUpdated={(updated) => list.setRows((rows) => rows.map((row) => (row.id === updated.id ? updated : row)))}
      />
    </Card>
  );
}
