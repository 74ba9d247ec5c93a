import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { destinationRecord, serviceRecord } from '../../test/content-fixtures';
import { emptyListsHeldBack, json, mockFetch, requestsOf } from '../../test/fixtures';
import type {
  CategoryResponse as Category,
  DestinationResponse as Destination,
  ServiceResponse as Service,
} from '@tara/api-client';
import { renderWithStore } from '../../test/render';
import { CategoriesList } from './categories/list';
import { ContentTab } from './content-tab';
import { DestinationsList } from './destinations/list';
import { ServicesList } from './services/list';
import { changedFields, coordinatesError, shortId } from './content-form';
import {
  destinationCreateBody,
  destinationPatchBody,
  destinationToValues,
  EMPTY_DESTINATION,
} from './destinations/destination-form';
import { serviceCategories } from './services/service-form';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  jest.restoreAllMocks();
});

const CATEGORIES: Category[] = [
  {
    id: 'c1000000-0000-4000-8000-000000000001',
    name: 'Historic Churches',
    type: 'destination',
    icon: 'church',
    color: '#8D6E63',
  },
  { id: 'c2000000-0000-4000-8000-000000000002', name: 'Kapampangan Food', type: 'food', icon: 'utensils', color: null },
  {
    id: 'c3000000-0000-4000-8000-000000000003',
    name: 'Gas Stations',
    type: 'motorist',
    icon: 'fuel',
    color: '#F57F17',
  },
  { id: 'c4000000-0000-4000-8000-000000000004', name: 'Bike Shops', type: 'bicycle', icon: 'bike', color: null },
  { id: 'c5000000-0000-4000-8000-000000000005', name: 'Campsites', type: 'camping', icon: 'tent', color: null },
];

const destination = (n: number, overrides: Partial<Destination> = {}): Destination =>
  destinationRecord(CATEGORIES[0], {
    id: `d100000${n}-0000-4000-8000-00000000000${n}`,
    name: `Destination ${n}`,
    address: `Address ${n}`,
    latitude: 15.1,
    longitude: 120.6,
    imageUrl: '/api/artwork/d.svg',
    images: ['/api/artwork/d.svg', '/api/artwork/d-2.svg'],
    rating: 4.5,
    reviewCount: 10,
    ...overrides,
  });

const service = (n: number, overrides: Partial<Service> = {}): Service =>
  serviceRecord(CATEGORIES[2], {
    id: `e100000${n}-0000-4000-8000-00000000000${n}`,
    name: `Service ${n}`,
    slug: `service-${n}`,
    isOpen24h: n === 1,
    gasPrice: n === 1 ? 62.45 : null,
    openingHours: n === 1 ? '24/7' : null,
    ...overrides,
  });

interface FakeOptions {
  categories?: Category[];
  destinations?: Destination[];
  services?: Service[];
  /** Holds POST/PATCH answers until release() is called. */
  hold?: boolean;
  fail?: { status: number; body: unknown };
  /** Lists answer as a server that stopped counting: this total with X-Total-Count-Capped: true. */
  cappedAt?: number;
}

function fakeContentApi({
  categories = CATEGORIES,
  destinations = [destination(1)],
  services = [service(1)],
  hold = false,
  fail,
  cappedAt,
}: FakeOptions = {}) {
  const state = {
    categories: categories.map((c) => ({ ...c })),
    destinations: [...destinations],
    services: [...services],
  };
  const waiting: (() => void)[] = [];
  const gate = () => (hold ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve());
  const list = <T extends { name: string }>(items: T[], url: URL) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const found = items.filter((item) => item.name.toLowerCase().includes(search));
    const headers: Record<string, string> = cappedAt
      ? { 'X-Total-Count': String(cappedAt), 'X-Total-Count-Capped': 'true' }
      : { 'X-Total-Count': String(found.length) };
    return json(found.slice(offset, offset + limit), { headers });
  };
  const fetch = mockFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET') {
      await gate();
      if (fail) return json(fail.body, { status: fail.status });
    }
    if (url.pathname === '/api/categories') {
      if (request.method === 'POST') {
        const body = (await request.json()) as Partial<Category>;
        const created = {
          id: 'c9000000-0000-4000-8000-000000000009',
          name: '',
          type: 'food',
          icon: null,
          color: null,
          ...body,
        } as Category;
        state.categories.push(created);
        return json(created, { status: 201 });
      }
      return json(state.categories);
    }
    const category = /^\/api\/categories\/(.+)$/.exec(url.pathname);
    if (category && request.method === 'PATCH') {
      const index = state.categories.findIndex((c) => c.id === category[1]);
      state.categories[index] = { ...state.categories[index], ...((await request.json()) as object) };
      return json(state.categories[index]);
    }
    if (url.pathname === '/api/destinations') {
      if (request.method === 'POST') {
        const created = destination(9, { ...((await request.json()) as object) });
        state.destinations.unshift(created);
        return json(created, { status: 201 });
      }
      return list(state.destinations, url);
    }
    const destinationPatch = /^\/api\/destinations\/(.+)$/.exec(url.pathname);
    if (destinationPatch && request.method === 'PATCH') {
      const index = state.destinations.findIndex((d) => d.id === destinationPatch[1]);
      state.destinations[index] = { ...state.destinations[index], ...((await request.json()) as object) };
      return json(state.destinations[index]);
    }
    if (url.pathname === '/api/services') {
      if (request.method === 'POST') {
        const created = service(9, { ...((await request.json()) as object) });
        state.services.unshift(created);
        return json(created, { status: 201 });
      }
      return list(state.services, url);
    }
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
  return { fetch, state, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

function renderTab(only?: 'categories' | 'destinations' | 'services') {
  // Dialog tests render just their card: Ant Design is slow in jsdom, and the other two tables add nothing.
  const content =
    only === 'categories' ? (
      <CategoriesList />
    ) : only === 'destinations' ? (
      <DestinationsList />
    ) : only === 'services' ? (
      <ServicesList />
    ) : (
      <ContentTab />
    );
  return renderWithStore(content);
}

const card = (name: string) => screen.getByTestId(`${name}-card`);
const writes = (fetch: ReturnType<typeof mockFetch>) => requestsOf(fetch).filter((request) => request.method !== 'GET');

async function chooseOption(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

describe('Content tab', () => {
  it('shows the Categories, Destinations and Services cards with ids cut to 8 characters', async () => {
    fakeContentApi();
    renderTab();
    const categories = within(card('categories'));
    expect(await categories.findByText('Historic Churches')).toBeTruthy();
    expect(categories.getByText('c1000000')).toBeTruthy();
    expect(categories.getByTitle(CATEGORIES[0].id).textContent).toBe('c1000000');
    expect(categories.getByText('c3000000')).toBeTruthy();
    expect(categories.getAllByTestId('color-swatch').length).toBe(2);
    expect(await within(card('destinations')).findByText('Destination 1')).toBeTruthy();
    expect(within(card('destinations')).getByText('d1000001')).toBeTruthy();
    expect(await within(card('services')).findByText('Service 1')).toBeTruthy();
    expect(within(card('services')).getByText('₱62.45/L')).toBeTruthy();
    expect(within(card('services')).getByText('Open 24/7')).toBeTruthy();
    expect(shortId('0123456789abcdef')).toBe('01234567');
  });

  it('shows skeleton rows in each card, and no empty text, until its first answer', async () => {
    const release = emptyListsHeldBack();
    renderTab();
    await waitFor(() => expect(screen.getAllByTestId('list-loading')).toHaveLength(3));
    for (const text of ['No categories found', 'No destinations found', 'No services found'])
      expect(screen.queryByText(text)).toBeNull();
    release();
    expect(await within(card('categories')).findByText('No categories found')).toBeTruthy();
    expect(await within(card('destinations')).findByText('No destinations found')).toBeTruthy();
    expect(await within(card('services')).findByText('No services found')).toBeTruthy();
    expect(screen.queryByTestId('list-loading')).toBeNull();
  });

  it("says 'No categories found', 'No destinations found' and 'No services found' when empty", async () => {
    fakeContentApi({ categories: [], destinations: [], services: [] });
    renderTab();
    expect(await within(card('categories')).findByText('No categories found')).toBeTruthy();
    expect(await within(card('destinations')).findByText('No destinations found')).toBeTruthy();
    expect(await within(card('services')).findByText('No services found')).toBeTruthy();
  });

  it("creates a category: name required, 'Creating...' while pending, 'Category Created', then the table", async () => {
    const api = fakeContentApi({ hold: true });
    renderTab('categories');
    await within(card('categories')).findByText('Historic Churches');
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(writes(api.fetch)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Pasalubong Shops' } });
    await chooseOption(dialog, 'Type', 'Food');
    fireEvent.change(within(dialog).getByLabelText('Color'), { target: { value: '#C2185B' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('button', { name: /Creating\.\.\./ })).toBeTruthy();
    api.release();

    expect(await screen.findByText('Category Created')).toBeTruthy();
    expect(await within(card('categories')).findByText('Pasalubong Shops')).toBeTruthy();
    const [post] = writes(api.fetch);
    expect(post.method).toBe('POST');
    expect(await post.json()).toEqual({ name: 'Pasalubong Shops', type: 'food', color: '#C2185B' });
  });

  it('edits a category on a copy: Cancel discards, Update sends only the change', async () => {
    const api = fakeContentApi({ hold: true });
    renderTab('categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Historic Churches' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Historic Churches');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Category' })).toBeNull());
    expect(within(card('categories')).getByText('Historic Churches')).toBeTruthy();
    expect(within(card('categories')).queryByText('Changed')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Historic Churches' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Historic Churches');
    expect(writes(api.fetch)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Baroque Churches' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('button', { name: /Updating\.\.\./ })).toBeTruthy();
    api.release();
    expect(await screen.findByText('Category Updated')).toBeTruthy();
    expect(await within(card('categories')).findByText('Baroque Churches')).toBeTruthy();
    const [patch] = writes(api.fetch);
    expect(new URL(patch.url).pathname).toBe(`/api/categories/${CATEGORIES[0].id}`);
    expect(await patch.json()).toEqual({ name: 'Baroque Churches' });
  });

  it("shows 'Error' with the server's message when a save fails", async () => {
    fakeContentApi({
      fail: {
        status: 409,
        body: { statusCode: 409, code: 'CATEGORY_NAME_TAKEN', message: 'A category with this name already exists' },
      },
    });
    renderTab('categories');
    await within(card('categories')).findByText('Historic Churches');
    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Historic Churches' } });
    await chooseOption(dialog, 'Type', 'Destination');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A category with this name already exists')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Create Category' })).toBeTruthy();
  });

  it('pages and searches destinations on the server', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      destination(index % 9, {
        id: `d2000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
        name: `Place ${index + 1}`,
      }),
    );
    const api = fakeContentApi({ destinations: many });
    renderTab('destinations');
    const destinations = within(card('destinations'));
    expect(await destinations.findByText('Place 1')).toBeTruthy();
    expect(destinations.queryByText('Place 11')).toBeNull();
    const first = requestsOf(api.fetch)
      .map((r) => new URL(r.url))
      .find((url) => url.pathname === '/api/destinations')!;
    expect(first.searchParams.get('limit')).toBe('10');
    expect(first.searchParams.get('offset')).toBe('0');

    fireEvent.click(destinations.getByTitle('2'));
    expect(await destinations.findByText('Place 11')).toBeTruthy();
    expect(requestsOf(api.fetch).some((r) => new URL(r.url).searchParams.get('offset') === '10')).toBe(true);

    fireEvent.change(destinations.getByLabelText('Search destinations'), { target: { value: 'Place 2' } });
    expect(await destinations.findByText('Place 2')).toBeTruthy();
    await waitFor(() => expect(destinations.queryByText('Place 11')).toBeNull());
    const searches = requestsOf(api.fetch)
      .map((r) => new URL(r.url))
      .filter((url) => url.pathname === '/api/destinations' && url.searchParams.has('search'));
    // one request for the new search, starting again at the first page
    expect(searches.map((url) => [url.searchParams.get('search'), url.searchParams.get('offset')])).toEqual([
      ['Place 2', '0'],
    ]);
  });

  it("says '1,000+ destinations' and '1,000+ services' when the server stopped counting (X-Total-Count-Capped)", async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      destination(index % 9, {
        id: `d3000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
        name: `Place ${index + 1}`,
      }),
    );
    const services = Array.from({ length: 12 }, (_, index) =>
      service(index % 9, {
        id: `s3000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
        name: `Shop ${index + 1}`,
      }),
    );
    fakeContentApi({ destinations: many, services, cappedAt: 1000 });
    renderTab();
    expect(await within(card('destinations')).findByText('1,000+ destinations')).toBeTruthy();
    expect(await within(card('services')).findByText('1,000+ services')).toBeTruthy();
  });

  it("creates a destination: coordinates only when filled, destination and food categories, 'Destination Created'", async () => {
    const api = fakeContentApi();
    renderTab('destinations');
    await within(card('destinations')).findByText('Destination 1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Destination' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Destination' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Betis Church' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Guagua, Pampanga' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Category'));
    expect(await screen.findByTitle('Historic Churches')).toBeTruthy();
    expect(screen.getByTitle('Kapampangan Food')).toBeTruthy();
    expect(screen.queryByTitle('Gas Stations')).toBeNull();
    fireEvent.click(screen.getByTitle('Historic Churches'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Destination Created')).toBeTruthy();
    const [post] = writes(api.fetch);
    expect(await post.json()).toEqual({
      name: 'Betis Church',
      address: 'Guagua, Pampanga',
      categoryId: CATEGORIES[0].id,
    });
  });

  it('edits a destination: extra images, cleared fields as null, Cancel discards', async () => {
    const api = fakeContentApi();
    renderTab('destinations');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Destination 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Destination' });
    expect((within(dialog).getByLabelText('Extra image 1 URL') as HTMLInputElement).value).toBe('/api/artwork/d-2.svg');
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Somewhere else' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Destination' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Destination 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Destination' });
    expect((within(dialog).getByLabelText('Address') as HTMLInputElement).value).toBe('Address 1');
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Extra image 2 URL'), {
      target: { value: 'https://img.example/arayat.jpg' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Destination Updated')).toBeTruthy();
    const [patch] = writes(api.fetch);
    expect(await patch.json()).toEqual({
      address: null,
      images: ['/api/artwork/d.svg', '/api/artwork/d-2.svg', 'https://img.example/arayat.jpg'],
    });
  });

  it("creates a service with flags and gas price; categories exclude destination and food; 'Service Created'", async () => {
    const api = fakeContentApi();
    renderTab('services');
    await within(card('services')).findByText('Service 1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Service' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Rescue Angeles' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Category'));
    expect(await screen.findByTitle('Gas Stations (Motorist)')).toBeTruthy();
    expect(screen.queryByTitle(/Historic Churches/)).toBeNull();
    expect(screen.queryByTitle(/Kapampangan Food/)).toBeNull();
    fireEvent.click(screen.getByTitle('Gas Stations (Motorist)'));
    fireEvent.change(within(dialog).getByLabelText('Gas price (₱/L)'), { target: { value: '61.9' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Emergency' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Service Created')).toBeTruthy();
    const [post] = writes(api.fetch);
    expect(await post.json()).toEqual({
      name: 'Rescue Angeles',
      categoryId: CATEGORIES[2].id,
      gasPrice: 61.9,
      isOpen24h: false,
      isEmergency: true,
      isVerified: false,
    });
  });
});

describe('one category list for the whole tab (fix: the dialogs were stale until reload)', () => {
  it('shows a category created or renamed in the Categories card at once in the destination and service dialogs', async () => {
    fakeContentApi();
    renderTab();
    await within(card('categories')).findByText('Historic Churches');

    fireEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create Category' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Food Parks' } });
    await chooseOption(dialog, 'Type', 'Food');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(card('categories')).findByText('Food Parks')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Category' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Gas Stations' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Fuel Stations' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(card('categories')).findByText('Fuel Stations')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Category' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Create Destination' }));
    dialog = await screen.findByRole('dialog', { name: 'Create Destination' });
    fireEvent.mouseDown(within(dialog).getByLabelText('Category'));
    expect(await screen.findByTitle('Food Parks')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Destination' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Create Service' }));
    dialog = await screen.findByRole('dialog', { name: 'Create Service' });
    fireEvent.mouseDown(within(dialog).getByLabelText('Category'));
    expect(await screen.findByTitle('Fuel Stations (Motorist)')).toBeTruthy();
    expect(screen.queryByTitle('Gas Stations (Motorist)')).toBeNull();
  });
});

describe('content form rules', () => {
  it('sends latitude and longitude only when filled', () => {
    expect(destinationCreateBody({ ...EMPTY_DESTINATION, name: ' Miyamit Falls ' })).toEqual({ name: 'Miyamit Falls' });
    expect(
      destinationCreateBody({ ...EMPTY_DESTINATION, name: 'X', latitude: '15.1', longitude: '120.5' }),
    ).toMatchObject({
      latitude: 15.1,
      longitude: 120.5,
    });
  });

  it('validates coordinates in pairs and in range', () => {
    expect(coordinatesError('', '')).toBeNull();
    expect(coordinatesError('15', '')).toBe('form.coordinatesInvalid');
    expect(coordinatesError('91', '120')).toBe('form.coordinatesRange');
  });

  it('opens dialogs on a copy: editing the values never touches the record', () => {
    const record = destination(1);
    const values = destinationToValues(record);
    values.name = 'Changed';
    values.extraImages[0] = 'https://x.example/y.jpg';
    expect(record.name).toBe('Destination 1');
    expect(record.images).toEqual(['/api/artwork/d.svg', '/api/artwork/d-2.svg']);
    expect(destinationPatchBody(record, destinationToValues(record))).toEqual({});
    expect(changedFields({ a: 1, b: 'x' }, { a: 1, b: null })).toEqual({ b: null });
  });

  it('offers services every category except destination and food', () => {
    expect(serviceCategories(CATEGORIES).map((category) => category.type)).toEqual(['motorist', 'bicycle', 'camping']);
  });
});
