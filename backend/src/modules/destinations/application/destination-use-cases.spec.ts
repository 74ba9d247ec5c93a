import { FixedClock, InMemoryUnitOfWork } from '../../../shared/testing/kernel-fakes.js';
import type { CategorySummary } from '../../catalog/domain/category-summary.js';
import { Destination } from '../domain/destination.js';
import { DestinationError, DestinationErrorCode } from '../domain/destination.errors.js';
import { CreateDestinationUseCase } from './create-destination.use-case.js';
import { GetDestinationQuery } from './get-destination.query.js';
import { ListDestinationsQuery } from './list-destinations.query.js';
import { InMemoryDestinationCategories, InMemoryDestinationRepository } from './testing/in-memory-destination-ports.js';
import { UpdateDestinationUseCase } from './update-destination.use-case.js';

const NOW = new Date('2026-11-21T08:00:00Z');
const category = (n: number, type: string, name: string, icon: string | null = null): CategorySummary => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  name,
  type,
  icon,
  color: '#123456',
});
const CHURCHES = category(1, 'destination', 'Historic Churches', 'church');
const NATURE = category(2, 'destination', 'Nature & Parks', 'trees');
const SISIG = category(3, 'food', 'Sisig & Street Food', 'flame');
const GAS = category(4, 'motorist', 'Gas Stations', 'fuel');

async function codeOf(promise: Promise<unknown>): Promise<DestinationErrorCode | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DestinationError) return error.code;
    throw error;
  }
  return undefined;
}

describe('destination use cases (in-memory ports, fixed clock)', () => {
  let categories: InMemoryDestinationCategories;
  let repo: InMemoryDestinationRepository;
  let unitOfWork: InMemoryUnitOfWork;
  let clock: FixedClock;
  let ids: number;
  let create: CreateDestinationUseCase;
  let update: UpdateDestinationUseCase;

  const seed = (
    n: number,
    name: string,
    extra: Partial<{
      categoryId: string;
      rating: number | null;
      isVerified: boolean;
      address: string;
      description: string;
    }> = {},
  ) => {
    const base = Destination.create(
      `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      { name, address: extra.address, description: extra.description, categoryId: extra.categoryId },
      NOW,
    );
    const restored = Destination.restore({
      id: base.id,
      name: base.name,
      localName: null,
      description: base.description,
      address: base.address,
      latitude: null,
      longitude: null,
      phone: null,
      website: null,
      imageUrl: null,
      images: [],
      rating: extra.rating ?? null,
      reviewCount: 0,
      categoryId: base.categoryId,
      isVerified: extra.isVerified ?? false,
      openingHours: null,
      createdAt: NOW,
      updatedAt: NOW,
    });
    repo.rows.set(restored.id, restored);
    return restored;
  };

  beforeEach(() => {
    categories = new InMemoryDestinationCategories([CHURCHES, NATURE, SISIG, GAS]);
    repo = new InMemoryDestinationRepository(categories);
    unitOfWork = new InMemoryUnitOfWork([repo]);
    clock = new FixedClock(NOW);
    ids = 0;
    create = new CreateDestinationUseCase(
      repo,
      categories,
      unitOfWork,
      clock,
      () => `20000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    );
    update = new UpdateDestinationUseCase(repo, categories, unitOfWork, clock);
  });

  describe('CreateDestinationUseCase', () => {
    it('adds a checked destination in one unit of work and answers it with its category', async () => {
      const view = await create.execute({
        name: 'Betis Church',
        latitude: '14.98',
        longitude: '120.63',
        categoryId: CHURCHES.id,
      });
      expect(view.category).toEqual(CHURCHES);
      expect(view.destination).toMatchObject({
        name: 'Betis Church',
        latitude: 14.98,
        longitude: 120.63,
        createdAt: NOW,
        updatedAt: NOW,
      });
      expect(repo.rows.size).toBe(1);
      expect(unitOfWork.runs).toBe(1);
    });

    it('accepts food categories and refuses other kinds or unknown ones, adding nothing', async () => {
      expect((await create.execute({ name: 'Sisig stall', categoryId: SISIG.id })).category).toEqual(SISIG);
      expect(await codeOf(create.execute({ name: 'Gas', categoryId: GAS.id }))).toBe(
        DestinationErrorCode.CategoryNotAllowed,
      );
      expect(await codeOf(create.execute({ name: 'Gas', categoryId: '00000000-0000-4000-8000-000000000099' }))).toBe(
        DestinationErrorCode.UnknownCategory,
      );
      expect(await codeOf(create.execute({ name: '   ' }))).toBe(DestinationErrorCode.NameRequired);
      expect(repo.rows.size).toBe(1);
    });
  });

  describe('UpdateDestinationUseCase', () => {
    it('changes the given fields, clears null ones and stamps updatedAt with the clock', async () => {
      const { destination } = await create.execute({
        name: 'Puning',
        description: 'Hot spring',
        phone: '0917 000 0000',
        categoryId: NATURE.id,
      });
      clock.advance(60_000);
      const view = await update.execute(destination.id, {
        description: null,
        phone: '',
        address: 'Sapang Bato, Angeles',
      });
      expect(view.destination).toMatchObject({
        name: 'Puning',
        description: null,
        phone: null,
        address: 'Sapang Bato, Angeles',
        createdAt: NOW,
        updatedAt: new Date(NOW.getTime() + 60_000),
      });
      expect(view.category).toEqual(NATURE);
    });

    it('checks a new category, but not an unchanged one', async () => {
      const { destination } = await create.execute({ name: 'Place', categoryId: NATURE.id });
      expect(await codeOf(update.execute(destination.id, { categoryId: GAS.id }))).toBe(
        DestinationErrorCode.CategoryNotAllowed,
      );
      categories.categories.splice(categories.categories.indexOf(NATURE), 1, { ...NATURE, type: 'motorist' });
      expect((await update.execute(destination.id, { name: 'Renamed' })).destination.name).toBe('Renamed');
    });

    it('limits the gallery to a cover and 3 extras, writing nothing on refusal', async () => {
      const { destination } = await create.execute({ name: 'Gallery', images: ['/a', '/b'] });
      const five = ['/1', '/2', '/3', '/4', '/5'];
      expect(await codeOf(update.execute(destination.id, { images: five, name: 'Changed' }))).toBe(
        DestinationErrorCode.TooManyImages,
      );
      expect(repo.rows.get(destination.id)).toMatchObject({ name: 'Gallery', images: ['/a', '/b'] });
      expect((await update.execute(destination.id, { images: five.slice(0, 4) })).destination.images).toEqual(
        five.slice(0, 4),
      );
    });

    it('answers DESTINATION_NOT_FOUND for a missing or malformed id; an empty change writes nothing', async () => {
      expect(await codeOf(update.execute('00000000-0000-4000-8000-000000000123', { name: 'X' }))).toBe(
        DestinationErrorCode.NotFound,
      );
      expect(await codeOf(update.execute('nope', { name: 'X' }))).toBe(DestinationErrorCode.NotFound);
      const { destination } = await create.execute({ name: 'Same' });
      clock.advance(1000);
      expect((await update.execute(destination.id, {})).destination.updatedAt).toEqual(NOW);
    });
  });

  describe('ListDestinationsQuery and GetDestinationQuery', () => {
    beforeEach(() => {
      seed(1, 'Betis Church', { categoryId: CHURCHES.id, rating: 4.8, isVerified: true, address: 'Guagua, Pámpanga' });
      seed(2, 'San Guillermo Church', {
        categoryId: CHURCHES.id,
        rating: 4.7,
        isVerified: true,
        address: 'Bacolor, Pampanga',
      });
      seed(3, 'Mount Arayat', { categoryId: NATURE.id, rating: 4.9, address: 'Arayat, Pampanga' });
      seed(4, 'Aling Lucing', { categoryId: SISIG.id, rating: null, isVerified: true, description: 'The first sisig' });
      seed(5, 'Unsorted place', { rating: null });
    });

    const names = async (input: Parameters<ListDestinationsQuery['execute']>[0]) =>
      (await new ListDestinationsQuery(repo).execute(input)).items.map((v) => v.destination.name);

    it('orders verified first, then rating (unrated last), then name, and pages', async () => {
      expect(await names({ limit: 20, offset: 0 })).toEqual([
        'Betis Church',
        'San Guillermo Church',
        'Aling Lucing',
        'Mount Arayat',
        'Unsorted place',
      ]);
      const page = await new ListDestinationsQuery(repo).execute({ limit: 2, offset: 1 });
      expect(page.items.map((v) => v.destination.name)).toEqual(['San Guillermo Church', 'Aling Lucing']);
      expect(page.total).toBe(5);
    });

    it('reads the category key as a type, a name slug or an id; a malformed categoryId matches nothing', async () => {
      expect(await names({ limit: 20, offset: 0, category: 'food' })).toEqual(['Aling Lucing']);
      expect(await names({ limit: 20, offset: 0, category: 'Historic-Churches' })).toEqual([
        'Betis Church',
        'San Guillermo Church',
      ]);
      expect(await names({ limit: 20, offset: 0, category: NATURE.id.toUpperCase() })).toEqual(['Mount Arayat']);
      expect(await names({ limit: 20, offset: 0, category: '   ' })).toHaveLength(5);
      expect(await names({ limit: 20, offset: 0, categoryId: 'churches' })).toEqual([]);
    });

    it('searches every word, ignoring case and accents', async () => {
      expect(await names({ limit: 20, offset: 0, search: 'PAMPANGA church' })).toEqual([
        'Betis Church',
        'San Guillermo Church',
      ]);
      expect(await names({ limit: 20, offset: 0, search: 'pámpanga guagua' })).toEqual(['Betis Church']);
      expect(await names({ limit: 20, offset: 0, search: 'first SISIG' })).toEqual(['Aling Lucing']);
    });

    it('gets one destination or DESTINATION_NOT_FOUND', async () => {
      const get = new GetDestinationQuery(repo);
      expect((await get.execute('10000000-0000-4000-8000-000000000003')).category).toEqual(NATURE);
      expect(await codeOf(get.execute('10000000-0000-4000-8000-000000000009'))).toBe(DestinationErrorCode.NotFound);
      expect(await codeOf(get.execute('not-an-id'))).toBe(DestinationErrorCode.NotFound);
    });
  });
});
