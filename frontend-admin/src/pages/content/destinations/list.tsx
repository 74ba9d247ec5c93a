import { Alert, Button, Card, Flex, Input, Table, Tag, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { useState } from 'react';
import { CONTENT_PAGE_SIZE, listCategories, listDestinations, type Destination } from '../content.api';
import { shortId } from '../content-form';
import { useCategoriesOnce, usePagedList } from '../use-paged-list';
import { CreateDestinationDialog } from './create';
import { EditDestinationDialog } from './edit';

const { Text } = Typography;

/** Destinations card of the Content tab: server-side paginated, searchable table; create and edit dialogs. */
export function DestinationsList() {
  const list = usePagedList(listDestinations);
  const { categories } = useCategoriesOnce(listCategories);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<Destination | null>(null);

  const columns: ColumnsType<Destination> = [
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
    {
      title: 'Category',
      key: 'category',
      render: (_, destination) => (destination.category ? <Tag>{destination.category.name}</Tag> : <Text type="secondary">—</Text>),
    },
    {
      title: 'Address',
      dataIndex: 'address',
      key: 'address',
      render: (address: string | null) => address ?? <Text type="secondary">—</Text>,
    },
    {
      title: 'Rating',
      key: 'rating',
      render: (_, destination) =>
        destination.rating ? `${Number(destination.rating).toFixed(1)} (${destination.reviewCount})` : 'New',
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, destination) => (
        <Button size="small" onClick={() => setEditing(destination)} aria-label={`Edit ${destination.name}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Card
      title="Destinations"
      extra={
        <Button type="primary" onClick={() => setCreateOpen(true)}>
          Create Destination
        </Button>
      }
      data-testid="destinations-card"
    >
      <Flex vertical gap={12}>
        <Input.Search
          allowClear
          placeholder="Search destinations"
          aria-label="Search destinations"
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          onSearch={(value) => list.setSearchText(value)}
          style={{ maxWidth: 360 }}
        />
        {list.error ? (
          <Alert
            type="error"
            showIcon
            title="We couldn't load the destinations."
            description={list.error}
            action={<Button onClick={list.reload}>Retry</Button>}
          />
        ) : (
          <Table<Destination>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={list.rows}
            loading={list.loading}
            locale={{ emptyText: 'No destinations found' }}
            pagination={{
              current: list.page,
              pageSize: CONTENT_PAGE_SIZE,
              total: list.total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (total) => `${total} destinations`,
            }}
            onChange={(pagination: TablePaginationConfig) => list.setPage(pagination.current ?? 1)}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Flex>
      <CreateDestinationDialog
        open={createOpen}
        categories={categories}
        onClose={() => setCreateOpen(false)}
        onCreated={() => list.reload()}
      />
      <EditDestinationDialog
        destination={editing}
        categories={categories}
        onClose={() => setEditing(null)}
        onUpdated={(updated) => list.setRows((rows) => rows.map((row) => (row.id === updated.id ? updated : row)))}
      />
    </Card>
  );
}
