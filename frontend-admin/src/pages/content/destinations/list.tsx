import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { DestinationResponse } from '@tara/api-client';
import { useT } from '../../../i18n/i18n';
import { useDestinationsListQuery } from '../../../shared/api/admin-api';
import {
  categoryColumn,
  ContentCard,
  editColumn,
  idColumn,
  nameColumn,
  PagedContentTable,
  usePagedSearch,
} from '../content-table';
import { CreateDestinationDialog } from './create';
import { EditDestinationDialog } from './edit';

const { Text } = Typography;

/** Destinations card of the Content tab: server-side paginated, searchable table; create and edit dialogs. */
export function DestinationsList() {
  const paging = usePagedSearch();
  const list = useDestinationsListQuery(paging.args);
  const t = useT();
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<DestinationResponse | null>(null);

  const columns: ColumnsType<DestinationResponse> = [
    idColumn(t),
    nameColumn(t),
    categoryColumn(t),
    {
      title: t('form.address'),
      dataIndex: 'address',
      key: 'address',
      responsive: ['md'],
      render: (address: string | null) => address ?? <Text type="secondary">—</Text>,
    },
    {
      title: t('destinations.rating'),
      key: 'rating',
      responsive: ['sm'],
      render: (_, destination) =>
        destination.rating
          ? `${Number(destination.rating).toFixed(1)} (${destination.reviewCount})`
          : t('destinations.new'),
    },
    editColumn<DestinationResponse>(t, setEditing),
  ];

  return (
    <ContentCard
      title={t('destinations.title')}
      createLabel={t('destinations.create')}
      onCreate={() => setCreateOpen(true)}
      testId="destinations-card"
    >
      <PagedContentTable
        texts={{
          search: t('destinations.search'),
          loadError: t('destinations.loadError'),
          empty: t('destinations.empty'),
          total: (total, capped) =>
            capped ? t('destinations.totalAtLeast', { total }) : t('destinations.total', { total }),
        }}
        paging={paging}
        list={list}
        columns={columns}
      />
      <CreateDestinationDialog open={createOpen} onClose={() => setCreateOpen(false)} />
      <EditDestinationDialog destination={editing} onClose={() => setEditing(null)} />
    </ContentCard>
  );
}
