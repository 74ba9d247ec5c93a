import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { listCategories, listDestinations, type Destination } from '../content.api';
import { categoryColumn, ContentCard, editColumn, idColumn, nameColumn, PagedContentTable, replaceRow } from '../content-table';
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
    idColumn(),
    nameColumn(),
    categoryColumn(),
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
    editColumn<Destination>(setEditing),
  ];

  return (
    <ContentCard title="Destinations" createLabel="Create Destination" onCreate={() => setCreateOpen(true)} testId="destinations-card">
      <PagedContentTable plural="destinations" list={list} columns={columns} />
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
        onUpdated={(updated) => list.setRows(replaceRow(updated))}
      />
    </ContentCard>
  );
}
