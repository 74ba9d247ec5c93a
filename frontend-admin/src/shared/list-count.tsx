import { Typography } from 'antd';
import { useT, type MessageId } from '../i18n/i18n';
import { listPhase, type ListQueryState } from './list-state';

const { Text } = Typography;

/**
 * The line above a searchable list: 'Loading …' until the first answer, then 'N …' or 'N … matching "q"' (nothing
 * when the list failed to load: its alert says so). Announced politely.
 */
export function ListCount({
  list,
  query,
  texts,
}: {
  list: ListQueryState<{ totalCount: number }>;
  /** The search in force ('' for none). */
  query: string;
  /** The messages: loading, the count ({count}) and the count for a search ({count}, {query}). */
  texts: { loading: MessageId; count: MessageId; matching: MessageId };
}) {
  const t = useT();
  const phase = listPhase(list);
  const count = list.currentData?.totalCount ?? 0;
  return (
    <Text type="secondary" aria-live="polite">
      {phase === 'loading'
        ? t(texts.loading)
        : phase === 'failed'
          ? null
          : query
            ? t(texts.matching, { count, query })
            : t(texts.count, { count })}
    </Text>
  );
}
