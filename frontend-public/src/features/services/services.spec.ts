import { t } from '../../i18n/i18n';
import { describe, expect, it } from '@jest/globals';
import { destinationCategories } from '../../test/destinations.fixture';
import { serviceBadge, serviceDetailPath, serviceImages, showsCallNow } from './service-display';
import { validateSlug } from './service-editors';
import { serviceFixture } from '../../test/services.fixture';
import {
  categoriesOfTab,
  readServicesUrlState,
  selectedCategoryId,
  serviceListArgs,
  withServiceCategory,
  withTab,
} from './services-url-state';

const categories = destinationCategories;
const read = (query: string) => readServicesUrlState(new URLSearchParams(query), categories);

describe('/services URL state and the home quick links', () => {
  it('?category=gas selects the Motorist tab and the Gas Stations chip', () => {
    const state = read('category=gas');
    expect(state.tab).toBe('motorist');
    expect(selectedCategoryId(state, categories)).toBe(categories[3].id);
    expect(categories[3].name).toBe('Gas Stations');
    expect(serviceListArgs(state)).toEqual({ type: 'motorist', category: 'gas' });
  });

  it('?category=auto selects Motorist + Auto Repair; emergency the Emergency chip', () => {
    expect(selectedCategoryId(read('category=auto'), categories)).toBe(categories[4].id);
    expect(read('category=emergency').tab).toBe('motorist');
    expect(selectedCategoryId(read('category=emergency'), categories)).toBe(categories[5].id);
  });

  it('?category=bicycle and ?category=camping select their tab with All Services', () => {
    for (const type of ['bicycle', 'camping'] as const) {
      const state = read(`category=${type}`);
      expect(state).toMatchObject({ tab: type, category: null, q: '' });
      expect(selectedCategoryId(state, categories)).toBeNull();
      expect(serviceListArgs(state)).toEqual({ type });
    }
  });

  it('a category id selects the tab of its type', () => {
    const bikeShops = categories[6];
    const state = read(`category=${bikeShops.id}`);
    expect(state.tab).toBe('bicycle');
    expect(selectedCategoryId(state, categories)).toBe(bikeShops.id);
    expect(serviceListArgs(state)).toEqual({ type: 'bicycle', category: bikeShops.id });
  });

  it('defaults to Motorist; ?tab= and ?q= are read', () => {
    expect(read('')).toMatchObject({ tab: 'motorist', category: null, q: '' });
    expect(read('tab=camping&q=arayat')).toMatchObject({ tab: 'camping', category: null, q: 'arayat' });
    expect(read('tab=nonsense').tab).toBe('motorist');
    expect(serviceListArgs(read('tab=camping&q=%20arayat%20'))).toEqual({ type: 'camping', search: 'arayat' });
  });

  it('switching tab clears the chip and keeps the search', () => {
    const params = withTab(new URLSearchParams('category=gas&q=petron'), 'bicycle');
    expect(params.toString()).toBe('q=petron&tab=bicycle');
    const chip = withServiceCategory(params, 'bicycle', categories[6].id);
    expect(chip.get('category')).toBe(categories[6].id);
    expect(categoriesOfTab(categories, 'motorist').map((category) => category.name)).toEqual([
      'Gas Stations',
      'Auto Repair',
      'Emergency',
    ]);
  });
});

describe('service display', () => {
  it('picks one badge: Open 24/7, Emergency, else Open', () => {
    expect(t(serviceBadge({ isOpen24h: true, isEmergency: true }).label)).toBe('Open 24/7');
    expect(t(serviceBadge({ isOpen24h: false, isEmergency: true }).label)).toBe('Emergency');
    expect(t(serviceBadge({ isOpen24h: false, isEmergency: false }).label)).toBe('Open');
  });

  it('links /service/{slug}, or /services/{id} without a slug', () => {
    expect(serviceDetailPath(serviceFixture())).toBe('service/petron-san-fernando');
    expect(serviceDetailPath(serviceFixture({ slug: '' }))).toBe(`services/${serviceFixture().id}`);
  });

  it('calls emergency services with a tel: link', () => {
    expect(showsCallNow(serviceFixture({ isEmergency: true }))).toBe(true);
    expect(showsCallNow(serviceFixture({ isEmergency: true, phone: null }))).toBe(false);
    expect(showsCallNow(serviceFixture())).toBe(false);
  });

  it('shows the main image first', () => {
    expect(serviceImages(serviceFixture())[0]).toBe('/api/artwork/services/petron-2.svg');
  });
});

describe('slug validation (spec section 5)', () => {
  it('trims and refuses an empty slug', () => {
    expect(validateSlug('  new-slug ')).toEqual({ ok: true, slug: 'new-slug' });
    expect(validateSlug('   ')).toEqual({ ok: false, title: 'slug.invalidTitle', message: 'slug.invalid' });
    expect([t('slug.invalidTitle'), t('slug.invalid')]).toEqual(['Invalid Slug', 'Please enter a valid URL slug']);
    expect(validateSlug('')).toEqual({ ok: false, title: 'slug.invalidTitle', message: 'slug.invalid' });
  });
});
