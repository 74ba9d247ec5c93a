import { CategoryType, isCategoryType } from '../../../shared/domain/category-type.js';
import { Category, compareCategories } from './category.js';
import { CategoryError, CategoryErrorCode } from './category.errors.js';

const id = '00000000-0000-4000-8000-000000000001';

function errorCodeOf(create: () => unknown): CategoryErrorCode | undefined {
  try {
    create();
  } catch (error) {
    if (error instanceof CategoryError) return error.code;
    throw error;
  }
  return undefined;
}

describe('Category', () => {
  it('creates a category, normalising name, icon and colour', () => {
    const category = Category.create({
      id,
      name: '  Historic   Churches ',
      type: 'destination',
      icon: 'church',
      color: '#8d6e63',
    });
    expect(category).toMatchObject({
      id,
      name: 'Historic Churches',
      type: CategoryType.Destination,
      icon: 'church',
      color: '#8D6E63',
    });
  });

  it('treats an empty icon or colour as none', () => {
    expect(Category.create({ id, name: 'Glamping', type: 'camping', icon: ' ', color: '' })).toMatchObject({
      icon: null,
      color: null,
    });
    expect(Category.create({ id, name: 'Glamping', type: 'camping' })).toMatchObject({ icon: null, color: null });
  });

  it.each([
    [{ name: '   ' }, CategoryErrorCode.InvalidName],
    [{ name: 'x'.repeat(81) }, CategoryErrorCode.InvalidName],
    [{ type: 'hotel' }, CategoryErrorCode.InvalidType],
    [{ icon: 'https://example.com/icon.png' }, CategoryErrorCode.InvalidIcon],
    [{ icon: 'Map Pin' }, CategoryErrorCode.InvalidIcon],
    [{ color: 'red' }, CategoryErrorCode.InvalidColor],
    [{ color: '#12345' }, CategoryErrorCode.InvalidColor],
  ])('rejects %j with %s', (override, code) => {
    expect(errorCodeOf(() => Category.create({ id, name: 'Bike Shops', type: 'bicycle', ...override }))).toBe(code);
  });

  it('knows the five category types', () => {
    expect(['destination', 'motorist', 'bicycle', 'camping', 'food'].every(isCategoryType)).toBe(true);
    expect(isCategoryType('hotel')).toBe(false);
    expect(isCategoryType(undefined)).toBe(false);
  });

  it('orders by type, then by name ignoring case', () => {
    const a = Category.create({ id, name: 'auto Repair', type: 'motorist' });
    const b = Category.create({ id, name: 'Emergency', type: 'motorist' });
    const c = Category.create({ id, name: 'Zoo', type: 'destination' });
    expect([b, a, c].sort(compareCategories)).toEqual([c, a, b]);
  });
});
