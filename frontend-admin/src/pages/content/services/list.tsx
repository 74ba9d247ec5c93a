import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ServiceResponse } from '@tara/api-client';
import { formatMoney, useLanguage } from '@tara/i18n';
import { useT } from '../../../i18n/i18n';
import { useServicesListQuery } from '../../../shared/api/admin-api';
import { categoryColumn, ContentListCard, editColumn, idColumn, nameColumn, useContentList } from '../content-table';
import { CreateServiceDialog } from './create';
import { EditServiceDialog } from './edit';

const { Text } = Typography;

/** Services card of the Content tab: server-side paginated, searchable table; create and edit dialogs. */
export function ServicesList() {
  const content = useContentList<ServiceResponse>(useServicesListQuery);
  const t = useT();
  const language = useLanguage();

  const columns: ColumnsType<ServiceResponse> = [
    idColumn(t),
    nameColumn(t),
    {
      title: t('form.slug'),
      dataIndex: 'slug',
      key: 'slug',
      responsive: ['md'],
      render: (slug: string | null) => slug ?? <Text type="secondary">—</Text>,
    },
    categoryColumn(t),
    {
      title: t('services.flags'),
      key: 'flags',
      responsive: ['md'],
      render: (_, service) => (
        <Space size={4} wrap>
          {service.isOpen24h && <Tag color="success">{t('services.open24h')}</Tag>}
          {service.isEmergency && <Tag color="error">{t('services.emergency')}</Tag>}
          {service.isVerified && <Tag color="processing">{t('services.verified')}</Tag>}
          {!service.isOpen24h && !service.isEmergency && !service.isVerified && <Text type="secondary">—</Text>}
        </Space>
      ),
    },
    {
      title: t('services.gasPrice'),
      dataIndex: 'gasPrice',
      key: 'gasPrice',
      responsive: ['sm'],
      render: (price: number | null) =>
        price === null || price === undefined ? (
          <Text type="secondary">—</Text>
        ) : (
          t('services.perLitre', { price: formatMoney(Number(price), language) })
        ),
    },
    editColumn<ServiceResponse>(t, content.setEditing),
  ];

  return (
    <ContentListCard kind="services" content={content} columns={columns}>
      <CreateServiceDialog open={content.createOpen} onClose={() => content.setCreateOpen(false)} />
      <EditServiceDialog service={content.editing} onClose={() => content.setEditing(null)} />
    </ContentListCard>
  );
}
