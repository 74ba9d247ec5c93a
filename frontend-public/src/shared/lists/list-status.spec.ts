import { describe, expect, it } from '@jest/globals';
import { listStatusOf, pagedListStatusOf } from './list-status';
import { tabKeyTarget } from './use-tab-keys';

const page = (ids: string[]) => ({ items: ids.map((id) => ({ id })), totalCount: ids.length, offset: 0 });

describe('listStatusOf: the empty text only after an empty answer', () => {
  it('loads until an answer for the current arguments, even while an older one is kept as data', () => {
    expect(listStatusOf({ isSuccess: false, isError: false })).toEqual({ kind: 'loading' });
    // Another place's coupons are still `data`; `currentData` is undefined until this place's arrive.
    expect(listStatusOf({ currentData: undefined, isSuccess: true, isError: false })).toEqual({ kind: 'loading' });
  });

  it('is empty after an empty answer, an error after a failed one, the items otherwise', () => {
    expect(listStatusOf({ currentData: [], isSuccess: true, isError: false })).toEqual({ kind: 'empty' });
    expect(listStatusOf({ isSuccess: false, isError: true, error: 'boom' })).toEqual({ kind: 'error', error: 'boom' });
    expect(listStatusOf({ currentData: [1, 2], isSuccess: true, isError: false })).toEqual({
      kind: 'ready',
      items: [1, 2],
    });
  });
});

describe('pagedListStatusOf', () => {
  it('loads without pages, fails without pages, is empty or ready with them', () => {
    expect(pagedListStatusOf({ isError: false }, undefined)).toEqual({ kind: 'loading' });
    expect(pagedListStatusOf({ isError: true, error: 'x' }, undefined)).toEqual({ kind: 'error', error: 'x' });
    expect(pagedListStatusOf({ isError: false }, [page([])])).toEqual({ kind: 'empty' });
    expect(pagedListStatusOf({ isError: true }, [page(['a']), page(['a', 'b'])])).toEqual({
      kind: 'ready',
      items: [{ id: 'a' }, { id: 'b' }],
    });
  });
});

describe('tabKeyTarget', () => {
  it('wraps the arrows around and jumps with Home and End', () => {
    expect([0, 1, 2, 3].map((index) => tabKeyTarget('ArrowRight', index, 4))).toEqual([1, 2, 3, 0]);
    expect([0, 1, 2, 3].map((index) => tabKeyTarget('ArrowLeft', index, 4))).toEqual([3, 0, 1, 2]);
    expect([tabKeyTarget('Home', 2, 4), tabKeyTarget('End', 1, 4), tabKeyTarget('Enter', 1, 4)]).toEqual([0, 3, null]);
  });
});
