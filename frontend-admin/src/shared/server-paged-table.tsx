import { Grid } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { Page } from './api/admin-api';
import type { ListQueryState } from './list-state';
import { ListTable } from './list-table';

interface ServerPagedTableProps<T> {
  columns: ColumnsType<T>;
  /** The list query of this page (its `currentData` is undefined until the page's answer arrives). */
  list: ListQueryState<Page<T>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The load-error alert's title. */
  loadError: string;
  /** What an empty page says. */
  empty: ReactNode;
  /** The pager's 'N entries' text. */
  showTotal?: (count: number) => ReactNode;
  /** Hide the pager when everything fits on one page (default: always show it). */
  hideOnSinglePage?: boolean;
  /** A table without folded phone columns (the Content tab's): its empty text keeps the table's placeholder style. */
  unfolded?: boolean;
}

/**
 * One page of a list the server pages (`limit`/`offset` with the total from `X-Total-Count`), rows keyed by id, with
 * ListTable's loading, empty and error states. It scrolls sideways inside its own box rather than widening the page:
 * on a wide screen rather than squeezing its columns, on a phone (the caller's folded columns) only when a cell cannot
 * wrap narrower.
 */
export function ServerPagedTable<T extends { id: string }>({
  columns,
  list,
  page,
  pageSize,
  onPage,
  loadError,
  empty,
  showTotal,
  hideOnSinglePage = false,
  unfolded = false,
}: ServerPagedTableProps<T>) {
  const narrow = !Grid.useBreakpoint().md;
  return (
    <ListTable<T>
      columns={columns}
      rows={list.currentData?.items}
      error={list.error}
      onRetry={() => void list.refetch()}
      loadError={loadError}
      empty={empty}
      onChange={(pagination: TablePaginationConfig) => onPage(pagination.current ?? 1)}
      pagination={{
        current: page,
        pageSize,
        total: list.currentData?.totalCount ?? 0,
        showSizeChanger: false,
        hideOnSinglePage,
        showTotal,
      }}
      scroll={narrow && !unfolded ? { x: true } : { x: 'max-content' }}
      plainEmpty={unfolded}
    />
  );
}
