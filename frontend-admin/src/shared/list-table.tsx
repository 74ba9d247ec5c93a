import { Flex, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig, TableProps } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { listPhase } from './list-state';
import { LoadErrorAlert } from './load-error-alert';

const { Text } = Typography;

export interface ListTableProps<T> {
  columns: ColumnsType<T>;
  /** The rows of the answer on screen; undefined until the first answer for the current arguments. */
  rows: T[] | undefined;
  /** The query's error, if the last answer was one. */
  error?: unknown;
  onRetry: () => void;
  /** The load-error alert's title ("We couldn't load …"). */
  loadError: string;
  /** What an answer without rows says. */
  empty: ReactNode;
  pagination: TablePaginationConfig | false;
  onChange?: TableProps<T>['onChange'];
  scroll?: TableProps<T>['scroll'];
  /** Keep the table's own placeholder style for the empty text (default: the theme's secondary text). */
  plainEmpty?: boolean;
}

/**
 * Every table of the admin (issue 31 point 4): skeleton rows until the first answer, the empty text only after an
 * answer without rows, and on an error the load-error alert (above the rows still on screen, or instead of the table
 * when there are none). Rows keyed by id.
 */
export function ListTable<T extends { id: string }>({
  columns,
  rows,
  error,
  onRetry,
  loadError,
  empty,
  pagination,
  onChange,
  scroll,
  plainEmpty = false,
}: ListTableProps<T>) {
  const t = useT();
  const phase = listPhase({ currentData: rows, error });
  const alert = error ? (
    <LoadErrorAlert title={loadError} error={error} onRetry={onRetry} compact={phase === 'ready'} />
  ) : null;
  if (phase === 'failed') return alert;
  const emptyText =
    phase === 'loading' ? (
      <div role="status" aria-busy="true" aria-label={t('common.loading')} data-testid="list-loading">
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    ) : plainEmpty ? (
      empty
    ) : (
      // The table's own placeholder colour is too light to read (WCAG 1.4.3): the theme's secondary text instead.
      <Text type="secondary">{empty}</Text>
    );
  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      {alert}
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={rows ?? []}
        onChange={onChange}
        pagination={phase === 'loading' ? false : pagination}
        locale={{ emptyText }}
        scroll={scroll}
        size="middle"
      />
    </Flex>
  );
}
