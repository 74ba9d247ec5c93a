/** What a list query hook (RTK Query) gives a list: the answer for the current arguments, its error and a retry. */
export interface ListQueryState<D> {
  /** The answer for the current arguments (RTK Query's `currentData`): undefined until it arrives. */
  currentData?: D;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Where a list stands: 'loading' until the first answer for its arguments (skeletons, never the empty text),
 * 'failed' when that answer was an error (the load-error alert stands in for the list), 'ready' once an answer is on
 * screen (its rows, or the empty text when it has none).
 */
export type ListPhase = 'loading' | 'failed' | 'ready';

export function listPhase({ currentData, error }: { currentData?: unknown; error?: unknown }): ListPhase {
  if (currentData !== undefined) return 'ready';
  return error ? 'failed' : 'loading';
}
