import { Button, Flex, Popconfirm, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, type Language } from '@tara/i18n';
import { useT } from '../../i18n/i18n';
import type { StaffAssignment } from './coupons-api';

const { Text } = Typography;

function MemberCell({ assignment }: { assignment: StaffAssignment }) {
  return (
    <Flex vertical>
      <Text strong>{assignment.member.displayName}</Text>
      <Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
        {assignment.member.email}
      </Text>
    </Flex>
  );
}

function PlaceCell({ assignment }: { assignment: StaffAssignment }) {
  const t = useT();
  return (
    <Flex vertical>
      <Text>{assignment.businessName}</Text>
      <Text type="secondary" style={{ fontSize: 12 }}>
        {t(assignment.businessType === 'destination' ? 'coupons.business.destination' : 'coupons.business.service')}
      </Text>
    </Flex>
  );
}

type OnRemove = (assignment: StaffAssignment) => Promise<void>;

function RemoveCell({ assignment, onRemove }: { assignment: StaffAssignment; onRemove: OnRemove }) {
  const t = useT();
  const names = { name: assignment.member.displayName, place: assignment.businessName };
  return (
    <Popconfirm
      title={t('staff.removeTitle')}
      description={<div style={{ maxWidth: 260 }}>{t('staff.removeText', names)}</div>}
      okText={t('staff.remove')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits it: OK spins until the removal ends
      onConfirm={() => onRemove(assignment)}
    >
      <Button size="small" danger aria-label={t('staff.removeLabel', names)}>
        {t('staff.remove')}
      </Button>
    </Popconfirm>
  );
}

/** The assignments' columns: member, place, since and Remove; one column on a phone. */
export function staffColumns(
  narrow: boolean,
  onRemove: OnRemove,
  t: ReturnType<typeof useT>,
  language: Language,
): ColumnsType<StaffAssignment> {
  if (narrow) {
    return [
      {
        title: t('staff.member'),
        key: 'member',
        render: (_, assignment) => (
          <Flex vertical gap={6}>
            <MemberCell assignment={assignment} />
            <PlaceCell assignment={assignment} />
            <RemoveCell assignment={assignment} onRemove={onRemove} />
          </Flex>
        ),
      },
    ];
  }
  return [
    { title: t('staff.member'), key: 'member', render: (_, assignment) => <MemberCell assignment={assignment} /> },
    { title: t('staff.place'), key: 'place', render: (_, assignment) => <PlaceCell assignment={assignment} /> },
    { title: t('staff.since'), key: 'since', render: (_, assignment) => formatDate(assignment.createdAt, language) },
    {
      title: t('content.actions'),
      key: 'actions',
      render: (_, assignment) => <RemoveCell assignment={assignment} onRemove={onRemove} />,
    },
  ];
}
