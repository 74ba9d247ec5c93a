import { Button, Card, Flex, Input, Tag, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { CategorySummaryResponse } from '@tara/api-client';
import { useState, type ReactNode } from 'react';
import { useT, type MessageId } from '../../i18n/i18n';
import type { Page } from '../../shared/api/admin-api';
import { ServerPagedTable } from '../../shared/server-paged-table';
import type { ListQueryState } from '../../shared/list-state';
import { useServerPaging } from '../../shared/use-server-paging';
import { shortId } from '../../shared/format';

/** Rows per page of the Destinations and Services tables (server-side pagination). */
export const CONTENT_PAGE_SIZE = 10;

/**
 * Page and debounced search of a server-side paginated table: `args` for the list query. A new search starts again
 * on page 1 (in the same render, so one request).
 */
export function usePagedSearch() {
  const [searchText, setSearchText] = useState('');
  const { query: search, page, setPage, offset } = useServerPaging({ pageSize: CONTENT_PAGE_SIZE, search: searchText });
  const args = { limit: CONTENT_PAGE_SIZE, offset, ...(search ? { search } : {}) };
  return { searchText, setSearchText, page, setPage, args };
}

const { Text } = Typography;

interface Named {
  id: string;
  name: string;
}

/** The ID column: the id cut to 8 characters, the whole id on hover. */
export function idColumn<T extends Named>(t: (id: MessageId) => string): ColumnType<T> {
  return {
    title: t('content.id'),
    dataIndex: 'id',
    key: 'id',
    render: (id: string) => (
      <Text code title={id}>
        {shortId(id)}
      </Text>
    ),
  };
}

export function nameColumn<T extends Named>(t: (id: MessageId) => string): ColumnType<T> {
  return {
    title: t('form.name'),
    dataIndex: 'name',
    key: 'name',
    render: (name: string) => <Text strong>{name}</Text>,
  };
}

export function categoryColumn<T extends { category: CategorySummaryResponse | null }>(
  t: (id: MessageId) => string,
): ColumnType<T> {
  return {
    title: t('form.category'),
    key: 'category',
    render: (_, row) => (row.category ? <Tag>{row.category.name}</Tag> : <Text type="secondary">—</Text>),
  };
}

/** The Actions column: an 'Edit' button per row, named 'Edit <name>' (the visible word first, WCAG 2.5.3). */
export function editColumn<T extends Named>(t: ReturnType<typeof useT>, onEdit: (row: T) => void): ColumnType<T> {
  return {
    title: t('content.actions'),
    key: 'actions',
    render: (_, row) => (
      <Button size="small" onClick={() => onEdit(row)} aria-label={t('content.editNamed', { name: row.name })}>
        {t('content.edit')}
      </Button>
    ),
  };
}

/** The list arguments of a destinations or services query: the page and the search. */
type PagedSearchArgs = ReturnType<typeof usePagedSearch>['args'];

/**
 * The state of a destinations or services card: the page and search, the list query (`useList`, the RTK Query hook of
 * the list), whether the create dialog is open and which row the edit dialog edits.
 */
export function useContentList<T>(useList: (args: PagedSearchArgs) => ListQueryState<Page<T>>) {
  const paging = usePagedSearch();
  const list = useList(paging.args);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  return { paging, list, createOpen, setCreateOpen, editing, setEditing };
}

/** The messages of the Destinations and Services cards (ids written out: the catalog check looks for them). */
const CARD_TEXTS = {
  destinations: {
    title: 'destinations.title',
    create: 'destinations.create',
    search: 'destinations.search',
    loadError: 'destinations.loadError',
    empty: 'destinations.empty',
    total: 'destinations.total',
    totalAtLeast: 'destinations.totalAtLeast',
  },
  services: {
    title: 'services.title',
    create: 'services.create',
    search: 'services.search',
    loadError: 'services.loadError',
    empty: 'services.empty',
    total: 'services.total',
    totalAtLeast: 'services.totalAtLeast',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

/**
 * The Destinations or Services card: title, 'Create …', the searchable server-paged table and the dialogs
 * (`children`), its texts the `kind`'s messages.
 */
export function ContentListCard<T extends Named>({
  kind,
  content,
  columns,
  children,
}: {
  kind: keyof typeof CARD_TEXTS;
  content: ReturnType<typeof useContentList<T>>;
  columns: ColumnsType<T>;
  children: ReactNode;
}) {
  const t = useT();
  const texts = CARD_TEXTS[kind];
  return (
    <ContentCard
      title={t(texts.title)}
      createLabel={t(texts.create)}
      onCreate={() => content.setCreateOpen(true)}
      testId={`${kind}-card`}
    >
      <PagedContentTable
        texts={{
          search: t(texts.search),
          loadError: t(texts.loadError),
          empty: t(texts.empty),
          total: (total, capped) => t(capped ? texts.totalAtLeast : texts.total, { total }),
        }}
        paging={content.paging}
        list={content.list}
        columns={columns}
      />
      {children}
    </ContentCard>
  );
}

/** A card of the Content tab: its title, a 'Create <noun>' button, then the table and the dialogs (texts translated). */
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

/** A server-side paginated, searchable table of destinations or services. */
export function PagedContentTable<T extends Named>({
  texts,
  paging,
  list,
  columns,
}: {
  /** Texts of the search box, the load error, the empty table and the total ('1,000+' when the server stopped counting). */
  texts: { search: string; loadError: string; empty: string; total: (total: number, capped: boolean) => string };
  paging: ReturnType<typeof usePagedSearch>;
  list: ListQueryState<Page<T>>;
  columns: ColumnsType<T>;
}) {
  return (
    <Flex vertical gap={12}>
      <Input.Search
        allowClear
        placeholder={texts.search}
        aria-label={texts.search}
        value={paging.searchText}
        onChange={(event) => paging.setSearchText(event.target.value)}
        onSearch={(value) => paging.setSearchText(value)}
        style={{ maxWidth: 360 }}
      />
      <ServerPagedTable<T>
        columns={columns}
        list={list}
        page={paging.page}
        pageSize={CONTENT_PAGE_SIZE}
        onPage={paging.setPage}
        loadError={texts.loadError}
        empty={texts.empty}
        showTotal={(total) => texts.total(total, list.currentData?.totalCapped === true)}
        hideOnSinglePage
        unfolded
      />
    </Flex>
  );
}
