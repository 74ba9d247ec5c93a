import { describe, expect, it } from '@jest/globals';
import { categoryParam, flattenPages, nextOffset, totalCappedOf, totalCountOf } from './list-page';

describe('list pages', () => {
  it('pages with offset and X-Total-Count', () => {
    const headers = new Headers({ 'X-Total-Count': '30' });
    expect(totalCountOf(new Response('[]', { headers }), 3)).toBe(30);
    expect(totalCountOf(new Response('[]'), 3)).toBe(3);
    // Past 1,000 matches the server stops counting and says so: the total is a lower bound ('1,000+').
    expect(
      totalCappedOf(new Response('[]', { headers: { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' } })),
    ).toBe(true);
    expect(totalCappedOf(new Response('[]', { headers: { 'X-Total-Count': '30' } }))).toBe(false);
    expect(totalCappedOf(undefined)).toBe(false);
    const items = Array.from({ length: 12 }, (_, index) => ({ id: String(index) }));
    expect(nextOffset({ items, totalCount: 30, offset: 0 }, 12)).toBe(12);
    expect(nextOffset({ items, totalCount: 24, offset: 12 }, 12)).toBeUndefined();
    expect(nextOffset({ items: items.slice(0, 5), totalCount: 30, offset: 24 }, 12)).toBeUndefined();
    expect(
      flattenPages([
        { items: [{ id: 'a' }, { id: 'b' }], totalCount: 3, offset: 0 },
        { items: [{ id: 'b' }, { id: 'c' }], totalCount: 3, offset: 2 },
      ]).map((item) => item.id),
    ).toEqual(['a', 'b', 'c']);
  });

  it('sends a category id as categoryId and a type or keyword as category', () => {
    expect(categoryParam('11111111-1111-4111-8111-111111111101')).toEqual({
      categoryId: '11111111-1111-4111-8111-111111111101',
    });
    expect(categoryParam('food')).toEqual({ category: 'food' });
    expect(categoryParam(null)).toEqual({});
  });
});
