import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { DestinationResponse } from '@tara/api-client';
import { useT } from '../../../i18n/i18n';
import { useDestinationsListQuery } from '../../../shared/api/admin-api';
import { categoryColumn, ContentListCard, editColumn, idColumn, nameColumn, useContentList } from '../content-table';
import { CreateDestinationDialog } from './create';
import { EditDestinationDialog } from './edit';

const { Text } = Typography;

/** Destinations card of the Content tab: server-side paginated, searchable table; create and edit dialogs. */
export function DestinationsList() {
  const content = useContentList<DestinationResponse>(useDestinationsListQuery);
  const t = useT();

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
    editColumn<DestinationResponse>(t, content.setEditing),
  ];

  return (
    <ContentListCard kind="destinations" content={content} columns={columns}>
      <CreateDestinationDialog open={content.createOpen} onClose={() => content.setCreateOpen(false)} />
      <EditDestinationDialog destination={content.editing} onClose={() => content.setEditing(null)} />
    </ContentListCard>
  );
}
