import { CategoryType } from '../../../shared/domain/category-type.js';
import { Category } from '../domain/category.js';
import { ListCategoriesQuery } from './list-categories.query.js';
import { CategoryRepository, type CategoryFilter } from './ports/category.repository.js';

/** In-memory fake of the port: keeps categories in insertion order (not sorted), filters by type. */
class InMemoryCategoryRepository extends CategoryRepository {
  constructor(private readonly items: Category[]) {
    super();
  }

  override async findAll(filter: CategoryFilter): Promise<Category[]> {
    return this.items.filter((category) => filter.type === undefined || category.type === filter.type);
  }
}

let nextId = 0;
const category = (type: CategoryType, name: string): Category =>
  Category.create({ id: `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`, name, type });

describe('ListCategoriesQuery', () => {
  const stored = [
    category(CategoryType.Food, 'Sisig & Street Food'),
    category(CategoryType.Destination, 'Nature & Parks'),
    category(CategoryType.Motorist, 'Gas Stations'),
    category(CategoryType.Food, 'kapampangan Food'),
    category(CategoryType.Destination, 'Historic Churches'),
    category(CategoryType.Camping, 'Campsites'),
    category(CategoryType.Bicycle, 'Bike Shops'),
    category(CategoryType.Food, 'Heritage Restaurants'),
  ];
  const query = new ListCategoriesQuery(new InMemoryCategoryRepository(stored));

  it('returns every category ordered by type, then name (case-insensitive)', async () => {
    const result = await query.execute();
    expect(result.map((c) => `${c.type}/${c.name}`)).toEqual([
      'bicycle/Bike Shops',
      'camping/Campsites',
      'destination/Historic Churches',
      'destination/Nature & Parks',
      'food/Heritage Restaurants',
      'food/kapampangan Food',
      'food/Sisig & Street Food',
      'motorist/Gas Stations',
    ]);
  });

  it('returns only the categories of the requested type, ordered by name', async () => {
    const result = await query.execute({ type: CategoryType.Food });
    expect(result.map((c) => c.name)).toEqual(['Heritage Restaurants', 'kapampangan Food', 'Sisig & Street Food']);
  });

  it('returns an empty list when no category has the type', async () => {
    const empty = new ListCategoriesQuery(new InMemoryCategoryRepository([category(CategoryType.Food, 'Sisig')]));
    await expect(empty.execute({ type: CategoryType.Camping })).resolves.toEqual([]);
  });

  it('does not reorder the repository’s own list in place', async () => {
    const items = [category(CategoryType.Motorist, 'Emergency'), category(CategoryType.Bicycle, 'Cycling Routes')];
    const before = items.map((c) => c.name);
    await new ListCategoriesQuery(new InMemoryCategoryRepository(items)).execute();
    expect(items.map((c) => c.name)).toEqual(before);
  });
});
