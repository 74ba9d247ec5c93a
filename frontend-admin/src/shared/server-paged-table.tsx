import { Grid, Table, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { ReactNode } from 'react';

const { Text } = Typography;

interface ServerPagedTableProps<T> {
  columns: ColumnsType<T>;
  /** The query's answer for this page (RTK Query's `currentData`: undefined until the first page arrives). */
  data: { items: T[]; totalCount: number } | undefined;
  /** Whether the query is fetching; the table shows its spinner only while no page is on screen yet. */
  fetching: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What an empty page says. */
  empty: ReactNode;
  /** The pager's 'N entries' text. */
  showTotal?: (count: number) => ReactNode;
  /** Hide the pager when everything fits on one page (default: always show it). */
  hideOnSinglePage?: boolean;
  /**
   * A table without folded phone columns (the Content tab's): it scrolls sideways on a phone too, and its empty text
   * keeps the table's own placeholder style.
   */
  unfolded?: boolean;
}

/**
 * One page of a list the server pages (`limit`/`offset` with the total from `X-Total-Count`), rows keyed by id. On a
 * wide screen it scrolls sideways rather than squeezing its columns; a phone gets the caller's folded columns.
 */
export function ServerPagedTable<T extends { id: string }>({
  columns,
  data,
  fetching,
  page,
  pageSize,
  onPage,
  empty,
  showTotal,
  hideOnSinglePage = false,
  unfolded = false,
}: ServerPagedTableProps<T>) {
  const narrow = !Grid.useBreakpoint().md;
  return (
    <Table<T>
      rowKey="id"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={fetching && !data}
      onChange={(pagination: TablePaginationConfig) => onPage(pagination.current ?? 1)}
      pagination={{
        current: page,
        pageSize,
        total: data?.totalCount ?? 0,
        showSizeChanger: false,
        hideOnSinglePage,
        showTotal,
      }}
      // The table's own placeholder colour is too light to read (WCAG 1.4.3): the theme's secondary text instead.
      locale={{ emptyText: unfolded ? empty : <Text type="secondary">{empty}</Text> }}
      scroll={narrow && !unfolded ? undefined : { x: 'max-content' }}
      size="middle"
    />
  );
}
