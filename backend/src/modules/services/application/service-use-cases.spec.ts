import { CategoryType } from '../../../shared/domain/category-type.js';
import { FixedClock, InMemoryUnitOfWork } from '../../../shared/testing/kernel-fakes.js';
import type { CategorySummary } from '../../catalog/domain/category-summary.js';
import { Service } from '../domain/service.js';
import { ServiceError, ServiceErrorCode } from '../domain/service.errors.js';
import { CreateServiceUseCase } from './create-service.use-case.js';
import { GetServiceBySlugQuery } from './get-service-by-slug.query.js';
import { GetServiceQuery } from './get-service.query.js';
import { ListServicesQuery } from './list-services.query.js';
import { InMemoryServiceCategories, InMemoryServiceRepository } from './testing/in-memory-service-ports.js';
import { UpdateServiceUseCase } from './update-service.use-case.js';

const NOW = new Date('2026-11-21T08:00:00Z');
const category = (n: number, type: string, name: string, icon: string | null): CategorySummary => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  name,
  type,
  icon,
  color: null,
});
const GAS = category(1, 'motorist', 'Gas Stations', 'fuel');
const AUTO = category(2, 'motorist', 'Auto Repair', 'wrench');
const EMERGENCY = category(3, 'motorist', 'Emergency', 'siren');
const BIKES = category(4, 'bicycle', 'Bike Shops', 'bike');
const CAMP = category(5, 'camping', 'Campsites', 'tent');
const CHURCHES = category(6, 'destination', 'Historic Churches', 'church');
const FOOD = category(7, 'food', 'Kapampangan Food', 'utensils');
const FUEL_DEPOTS = category(8, 'motorist', 'Fuel Depots', 'fuel'); // another 'gas' category, by icon

async function codeOf(promise: Promise<unknown>): Promise<ServiceErrorCode | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error.code;
    throw error;
  }
  return undefined;
}

describe('service use cases (in-memory ports, fixed clock)', () => {
  let categories: InMemoryServiceCategories;
  let repo: InMemoryServiceRepository;
  let unitOfWork: InMemoryUnitOfWork;
  let clock: FixedClock;
  let ids: number;
  let create: CreateServiceUseCase;
  let update: UpdateServiceUseCase;

  beforeEach(() => {
    categories = new InMemoryServiceCategories([GAS, AUTO, EMERGENCY, BIKES, CAMP, CHURCHES, FOOD, FUEL_DEPOTS]);
    repo = new InMemoryServiceRepository(categories);
    unitOfWork = new InMemoryUnitOfWork([repo]);
    clock = new FixedClock(NOW);
    ids = 0;
    create = new CreateServiceUseCase(
      repo,
      categories,
      unitOfWork,
      clock,
      () => `30000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    );
    update = new UpdateServiceUseCase(repo, categories, unitOfWork, clock);
  });

  describe('CreateServiceUseCase', () => {
    it('makes the slug from the name, unique with -2, -3 (ignoring accents and punctuation)', async () => {
      const slugs: string[] = [];
      for (const name of [
        'Petron – San Fernando (Dolores)',
        'Petron - San Fernando (Dolores)',
        'PETRÓN San Fernando Dolores',
      ]) {
        slugs.push((await create.execute({ name, categoryId: GAS.id })).service.slug);
      }
      expect(slugs).toEqual([
        'petron-san-fernando-dolores',
        'petron-san-fernando-dolores-2',
        'petron-san-fernando-dolores-3',
      ]);
      expect((await create.execute({ name: '東京', categoryId: GAS.id })).service.slug).toBe('service');
    });

    it('tries the next slug when another request takes it at the same moment', async () => {
      await create.execute({ name: 'Shell Clark', categoryId: GAS.id });
      let raced = false;
      repo.beforeAdd = (service) => {
        if (raced) return;
        raced = true; // someone else adds shell-clark-2 just before us
        repo.rows.set(
          'competitor',
          Service.create('competitor', service.slug, { name: 'Competitor', categoryId: GAS.id }, NOW),
        );
      };
      expect((await create.execute({ name: 'Shell Clark', categoryId: GAS.id })).service.slug).toBe('shell-clark-3');
    });

    it('keeps a given slug, or answers SERVICE_SLUG_TAKEN (409) without adding anything', async () => {
      expect(
        (await create.execute({ name: 'Bike Hub', slug: ' angeles-bike-hub ', categoryId: BIKES.id })).service.slug,
      ).toBe('angeles-bike-hub');
      expect(await codeOf(create.execute({ name: 'Other', slug: 'angeles-bike-hub', categoryId: BIKES.id }))).toBe(
        ServiceErrorCode.SlugTaken,
      );
      expect(await codeOf(create.execute({ name: 'Other', slug: 'Angeles Bike Hub', categoryId: BIKES.id }))).toBe(
        ServiceErrorCode.InvalidSlug,
      );
      expect(repo.rows.size).toBe(1);
    });

    it('stamps the gas price with the clock', async () => {
      const { service } = await create.execute({ name: 'Phoenix Dau', categoryId: GAS.id, gasPrice: 61.8 });
      expect(service).toMatchObject({ gasPrice: 61.8, gasPriceUpdatedAt: NOW, createdAt: NOW });
    });

    it('refuses destination and food categories, unknown ones, and no category', async () => {
      expect(await codeOf(create.execute({ name: 'X', categoryId: CHURCHES.id }))).toBe(
        ServiceErrorCode.CategoryNotAllowed,
      );
      expect(await codeOf(create.execute({ name: 'X', categoryId: FOOD.id }))).toBe(
        ServiceErrorCode.CategoryNotAllowed,
      );
      expect(await codeOf(create.execute({ name: 'X', categoryId: '00000000-0000-4000-8000-000000000099' }))).toBe(
        ServiceErrorCode.UnknownCategory,
      );
      expect(await codeOf(create.execute({ name: 'X' }))).toBe(ServiceErrorCode.CategoryRequired);
      expect(repo.rows.size).toBe(0);
    });
  });

  describe('UpdateServiceUseCase', () => {
    let id: string;

    beforeEach(async () => {
      id = (
        await create.execute({
          name: 'Caltex Sindalan',
          categoryId: GAS.id,
          latitude: 15.06,
          longitude: 120.66,
          gasPrice: 62.95,
        })
      ).service.id;
      await create.execute({ name: 'Shell Lazatin', categoryId: GAS.id });
      clock.advance(3_600_000);
    });

    const later = () => new Date(NOW.getTime() + 3_600_000);

    it('saves coordinates sent together, with the spec messages otherwise', async () => {
      expect((await update.execute(id, { latitude: '15.07', longitude: '120.65' })).service).toMatchObject({
        latitude: 15.07,
        longitude: 120.65,
        updatedAt: later(),
      });
      expect(await codeOf(update.execute(id, { latitude: '15.07' }))).toBe(ServiceErrorCode.InvalidCoordinates);
      expect(await codeOf(update.execute(id, { latitude: 'abc', longitude: '120' }))).toBe(
        ServiceErrorCode.InvalidCoordinates,
      );
      expect(await codeOf(update.execute(id, { latitude: '95', longitude: '120' }))).toBe(
        ServiceErrorCode.CoordinatesOutOfRange,
      );
      expect(repo.rows.get(id)).toMatchObject({ latitude: 15.07, longitude: 120.65 });
    });

    it('changes the slug: trimmed, checked, unique (409), unchanged slug allowed', async () => {
      expect((await update.execute(id, { slug: '  caltex-sindalan-macarthur ' })).service.slug).toBe(
        'caltex-sindalan-macarthur',
      );
      expect(await codeOf(update.execute(id, { slug: '  ' }))).toBe(ServiceErrorCode.InvalidSlug);
      expect(await codeOf(update.execute(id, { slug: null }))).toBe(ServiceErrorCode.InvalidSlug);
      expect(await codeOf(update.execute(id, { slug: 'shell-lazatin' }))).toBe(ServiceErrorCode.SlugTaken);
      expect((await update.execute(id, { slug: 'caltex-sindalan-macarthur' })).service.slug).toBe(
        'caltex-sindalan-macarthur',
      );
    });

    it('stamps gasPriceUpdatedAt when the price is set; leaves it on other edits', async () => {
      expect((await update.execute(id, { isOpen24h: true })).service).toMatchObject({
        isOpen24h: true,
        gasPrice: 62.95,
        gasPriceUpdatedAt: NOW,
      });
      expect((await update.execute(id, { gasPrice: '61.50' })).service).toMatchObject({
        gasPrice: 61.5,
        gasPriceUpdatedAt: later(),
      });
    });

    it('writes nothing when one part of the change is refused', async () => {
      const before = repo.rows.get(id);
      expect(await codeOf(update.execute(id, { name: 'Renamed', slug: 'shell-lazatin' }))).toBe(
        ServiceErrorCode.SlugTaken,
      );
      expect(await codeOf(update.execute(id, { name: 'Renamed', categoryId: FOOD.id }))).toBe(
        ServiceErrorCode.CategoryNotAllowed,
      );
      expect(repo.rows.get(id)).toBe(before);
    });

    it('answers SERVICE_NOT_FOUND for a missing or malformed id', async () => {
      expect(await codeOf(update.execute('00000000-0000-4000-8000-000000000321', { slug: 'x' }))).toBe(
        ServiceErrorCode.NotFound,
      );
      expect(await codeOf(update.execute('x', { slug: 'x' }))).toBe(ServiceErrorCode.NotFound);
    });
  });

  describe('ListServicesQuery, GetServiceQuery, GetServiceBySlugQuery', () => {
    const add = async (
      name: string,
      categoryId: string,
      extra: { isEmergency?: boolean; isVerified?: boolean; address?: string } = {},
    ) => (await create.execute({ name, categoryId, ...extra })).service;

    beforeEach(async () => {
      await add('Petron Dolores', GAS.id, { isVerified: true, address: 'San Fernando, Pampanga' });
      await add('Depot Uno', FUEL_DEPOTS.id);
      await add('Sindalan Auto Care', AUTO.id, { address: 'Sindalan, San Fernando' });
      await add('Lingad Hospital', EMERGENCY.id, { isEmergency: true, address: 'San Fernando, Pámpanga' });
      await add('Angeles Bike Hub', BIKES.id);
      await add('Arayat Campsite', CAMP.id);
    });

    const slugs = async (input: Parameters<ListServicesQuery['execute']>[0]) =>
      (await new ListServicesQuery(repo).execute(input)).items.map((v) => v.service.slug);

    it('orders emergency first, then verified, then rating and name', async () => {
      expect(await slugs({ limit: 3, offset: 0 })).toEqual(['lingad-hospital', 'petron-dolores', 'angeles-bike-hub']);
    });

    it('maps the quick links: gas (by name or fuel icon), auto, emergency, bicycle, camping; and the type tabs', async () => {
      expect(await slugs({ limit: 20, offset: 0, category: 'gas' })).toEqual(['petron-dolores', 'depot-uno']);
      expect(await slugs({ limit: 20, offset: 0, category: 'auto' })).toEqual(['sindalan-auto-care']);
      expect(await slugs({ limit: 20, offset: 0, category: 'emergency' })).toEqual(['lingad-hospital']);
      expect(await slugs({ limit: 20, offset: 0, category: 'bicycle' })).toEqual(['angeles-bike-hub']);
      expect(await slugs({ limit: 20, offset: 0, category: 'camping' })).toEqual(['arayat-campsite']);
      expect(await slugs({ limit: 20, offset: 0, type: CategoryType.Motorist })).toHaveLength(4);
      expect(await slugs({ limit: 20, offset: 0, type: CategoryType.Motorist, search: 'san fernando' })).toEqual([
        'lingad-hospital',
        'petron-dolores',
        'sindalan-auto-care',
      ]);
      expect(await slugs({ limit: 20, offset: 0, search: 'PAMPANGA' })).toEqual(['lingad-hospital', 'petron-dolores']);
    });

    it('gets by id and by slug (ignoring case), else SERVICE_NOT_FOUND', async () => {
      const [first] = (await new ListServicesQuery(repo).execute({ limit: 1, offset: 0 })).items;
      expect((await new GetServiceQuery(repo).execute(first.service.id)).service).toBe(first.service);
      expect((await new GetServiceBySlugQuery(repo).execute(' LINGAD-Hospital ')).service).toBe(first.service);
      expect(await codeOf(new GetServiceBySlugQuery(repo).execute('no-such'))).toBe(ServiceErrorCode.NotFound);
      expect(await codeOf(new GetServiceBySlugQuery(repo).execute('../etc'))).toBe(ServiceErrorCode.NotFound);
      expect(await codeOf(new GetServiceQuery(repo).execute('nope'))).toBe(ServiceErrorCode.NotFound);
    });
  });
});
