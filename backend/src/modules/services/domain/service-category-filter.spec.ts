import { serviceCategoryFilter } from './service-category-filter.js';

describe('serviceCategoryFilter', () => {
  it('reads the quick-link keys of services first, then like any place list', () => {
    expect(serviceCategoryFilter('gas')).toEqual({
      kind: 'named',
      type: 'motorist',
      names: ['gas stations'],
      icons: ['fuel'],
    });
    expect(serviceCategoryFilter('Auto')).toMatchObject({ kind: 'named', names: ['auto repair'] });
    expect(serviceCategoryFilter('emergency')).toEqual({ kind: 'emergency' });
    expect(serviceCategoryFilter('bicycle')).toEqual({ kind: 'type', type: 'bicycle' });
    expect(serviceCategoryFilter('toString')).toEqual({ kind: 'slug', slug: 'tostring' });
    expect(serviceCategoryFilter('bike-shops')).toEqual({ kind: 'slug', slug: 'bike-shops' });
  });
});
