import { InMemoryUnitOfWork } from '../../../shared/testing/kernel-fakes.js';
import { CategoryType } from '../../../shared/domain/category-type.js';
import { CategoryError, CategoryErrorCode } from '../domain/category.errors.js';
import { CreateCategoryUseCase } from './create-category.use-case.js';
import { InMemoryCategoryUsage, InMemoryCategoryWriteRepository } from './testing/in-memory-category-write-ports.js';
import { UpdateCategoryUseCase } from './update-category.use-case.js';

async function codeOf(promise: Promise<unknown>): Promise<CategoryErrorCode | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CategoryError) return error.code;
    throw error;
  }
  return undefined;
}

describe('category write use cases (in-memory ports)', () => {
  let repo: InMemoryCategoryWriteRepository;
  let usage: InMemoryCategoryUsage;
  let create: CreateCategoryUseCase;
  let update: UpdateCategoryUseCase;
  let ids: number;

  beforeEach(() => {
    repo = new InMemoryCategoryWriteRepository();
    usage = new InMemoryCategoryUsage();
    const unitOfWork = new InMemoryUnitOfWork([repo]);
    ids = 0;
    create = new CreateCategoryUseCase(
      repo,
      unitOfWork,
      () => `40000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    );
    update = new UpdateCategoryUseCase(repo, usage, unitOfWork);
  });

  it('creates a checked category', async () => {
    const category = await create.execute({
      name: ' Scenic  Viewpoints ',
      type: 'destination',
      icon: 'mountain',
      color: '#2e7d32',
    });
    expect(category).toMatchObject({
      name: 'Scenic Viewpoints',
      type: CategoryType.Destination,
      icon: 'mountain',
      color: '#2E7D32',
    });
    expect(repo.rows.get(category.id)).toBe(category);
  });

  it('refuses a second category of the same type and name, whatever the case; another type may reuse it', async () => {
    await create.execute({ name: 'Gas Stations', type: 'motorist' });
    expect(await codeOf(create.execute({ name: 'gas STATIONS', type: 'motorist' }))).toBe(CategoryErrorCode.NameTaken);
    expect((await create.execute({ name: 'Gas Stations', type: 'camping' })).type).toBe(CategoryType.Camping);
    expect(await codeOf(create.execute({ name: 'Hotels', type: 'hotel' }))).toBe(CategoryErrorCode.InvalidType);
    expect(repo.rows.size).toBe(2);
  });

  it('renames, recolours and clears the icon; refuses a taken name; 404 for a missing category', async () => {
    const churches = await create.execute({ name: 'Churches', type: 'destination', icon: 'church', color: '#8D6E63' });
    await create.execute({ name: 'Parks', type: 'destination' });
    const updated = await update.execute(churches.id, { name: 'Historic Churches', icon: null, color: '#795548' });
    expect(updated).toMatchObject({
      id: churches.id,
      name: 'Historic Churches',
      type: 'destination',
      icon: null,
      color: '#795548',
    });
    expect(await codeOf(update.execute(churches.id, { name: 'PARKS' }))).toBe(CategoryErrorCode.NameTaken);
    expect(await codeOf(update.execute(churches.id, { name: null }))).toBe(CategoryErrorCode.InvalidName);
    expect(await codeOf(update.execute('40000000-0000-4000-8000-000000000999', { name: 'X' }))).toBe(
      CategoryErrorCode.NotFound,
    );
    expect(await codeOf(update.execute('not-a-uuid', { name: 'X' }))).toBe(CategoryErrorCode.NotFound);
    expect(repo.rows.get(churches.id)?.name).toBe('Historic Churches');
  });

  it('changes the type only within the side of the catalog its rows need', async () => {
    const places = await create.execute({ name: 'Food Parks', type: 'destination' });
    usage.uses.set(places.id, { destinations: 3, services: 0 });
    expect((await update.execute(places.id, { type: 'food' })).type).toBe(CategoryType.Food);
    expect(await codeOf(update.execute(places.id, { type: 'camping' }))).toBe(CategoryErrorCode.InUse);

    const shops = await create.execute({ name: 'Bike Shops', type: 'bicycle' });
    usage.uses.set(shops.id, { destinations: 0, services: 2 });
    expect((await update.execute(shops.id, { type: 'motorist' })).type).toBe(CategoryType.Motorist);
    expect(await codeOf(update.execute(shops.id, { type: 'destination' }))).toBe(CategoryErrorCode.InUse);

    const unused = await create.execute({ name: 'Ferries', type: 'motorist' });
    expect((await update.execute(unused.id, { type: 'destination' })).type).toBe(CategoryType.Destination);
  });
});
