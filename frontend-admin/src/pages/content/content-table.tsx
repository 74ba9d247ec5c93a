import { Alert, Button, Card, Flex, Input, Table, Tag, Typography } from 'antd';
import type { ColumnsType, ColumnType, TablePaginationConfig } from 'antd/es/table';
import type { ReactNode } from 'react';
import { CONTENT_PAGE_SIZE, type Category } from './content.api';
import { shortId } from './content-form';
import type { usePagedList } from './use-paged-list';

const { Text } = Typography;

interface Named {
  id: string;
  name: string;
}

/** The ID column: the id cut to 8 characters, the whole id on hover. */
export function idColumn<T extends Named>(): ColumnType<T> {
  return {
    title: 'ID',
    dataIndex: 'id',
    key: 'id',
    render: (id: string) => (
      <Text code title={id}>
        {shortId(id)}
      </Text>
    ),
  };
}

export function nameColumn<T extends Named>(): ColumnType<T> {
  return { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string) => <Text strong>{name}</Text> };
}

export function categoryColumn<T extends { category: Category | null }>(): ColumnType<T> {
  return {
    title: 'Category',
    key: 'category',
    render: (_, row) => (row.category ? <Tag>{row.category.name}</Tag> : <Text type="secondary">—</Text>),
  };
}

/** The Actions column: an 'Edit <name>' button per row. */
export function editColumn<T extends Named>(onEdit: (row: T) => void): ColumnType<T> {
  return {
    title: 'Actions',
    key: 'actions',
    render: (_, row) => (
      <Button size="small" onClick={() => onEdit(row)} aria-label={`Edit ${row.name}`}>
        Edit
      </Button>
    ),
  };
}

/** A card of the Content tab: its title, a 'Create <noun>' button, then the table and the dialogs. */
export function ContentCard({
  title,
  createLabel,
  onCreate,
  testId,
  children,
}: {
  title: string;
  createLabel: string;
  onCreate: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      extra={
        <Button type="primary" onClick={onCreate}>
          {createLabel}
        </Button>
      }
      data-testid={testId}
    >
      {children}
    </Card>
  );
}

/** "We couldn't load the <plural>." with the reason and a Retry button. */
export function ContentLoadError({ plural, error, onRetry }: { plural: string; error: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`We couldn't load the ${plural}.`}
      description={error}
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}

/** A server-side paginated, searchable table of destinations or services (see usePagedList). */
export function PagedContentTable<T extends Named>({
  plural,
  list,
  columns,
}: {
  /** 'destinations': the search box, the error, the empty text and the total name it. */
  plural: string;
  list: ReturnType<typeof usePagedList<T>>;
  columns: ColumnsType<T>;
}) {
  return (
    <Flex vertical gap={12}>
      <Input.Search
        allowClear
        placeholder={`Search ${plural}`}
        aria-label={`Search ${plural}`}
        value={list.searchText}
        onChange={(event) => list.setSearchText(event.target.value)}
        onSearch={(value) => list.setSearchText(value)}
        style={{ maxWidth: 360 }}
      />
      {list.error ? (
        <ContentLoadError plural={plural} error={list.error} onRetry={list.reload} />
      ) : (
        <Table<T>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          locale={{ emptyText: `No ${plural} found` }}
          pagination={{
            current: list.page,
            pageSize: CONTENT_PAGE_SIZE,
            total: list.total,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `${total} ${plural}`,
          }}
          onChange={(pagination: TablePaginationConfig) => list.setPage(pagination.current ?? 1)}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Flex>
  );
}

/** For a setState: the rows with the updated one in place of its old self. */
export function replaceRow<T extends { id: string }>(updated: T) {
  return (rows: T[]) => rows.map((row) => (row.id === updated.id ? updated : row));
}
