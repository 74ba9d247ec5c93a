import type { ListPage } from './list-page';

/** A list's count in words: every item shown ('12 deals'), some of an exact total, or some of a capped one ('1,000+'). */
export interface ResultsCountTexts {
  all: (count: number) => string;
  some: (shown: number, total: number) => string;
  atLeast: (shown: number, total: number) => string;
}

/**
 * The status line above a list, from its last page's X-Total-Count and X-Total-Count-Capped (list-page.ts): 'Showing
 * 12 of 1,000+ deals' when the server stopped counting, the count alone once every item is shown.
 */
export function ResultsCount({
  pages,
  shown,
  texts,
}: {
  pages: readonly ListPage<unknown>[];
  shown: number;
  texts: ResultsCountTexts;
}) {
  const last = pages[pages.length - 1];
  const total = last?.totalCount ?? shown;
  return (
    <p className="tp-results-count" role="status">
      {last?.totalCapped ? texts.atLeast(shown, total) : shown >= total ? texts.all(total) : texts.some(shown, total)}
    </p>
  );
}
