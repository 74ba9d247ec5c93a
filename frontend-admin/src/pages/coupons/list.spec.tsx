import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { tabsFor } from '../../app/tabs';
import { emptyListsHeldBack, json, mockFetch, requestsOf, withRole } from '../../test/fixtures';
import { renderWithStore } from '../../test/render';
import { couponCreateBody, couponPatchBody, couponToValues, EMPTY_COUPON } from './coupon-form';
import type { AdminCoupon, StaffAssignment } from './coupons-api';
import { CouponsTab } from './list';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  jest.restoreAllMocks();
});

const coupon = (n: number, overrides: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: `c100000${n % 10}-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  title: `Deal ${n}`,
  description: null,
  discountType: 'percentage',
  discountValue: 20,
  category: 'food',
  categoryId: null,
  businessType: 'destination',
  businessId: 'd1000001-0000-4000-8000-000000000001',
  destinationId: 'd1000001-0000-4000-8000-000000000001',
  serviceId: null,
  businessName: "Aling Lucing's Sisig",
  businessLink: '/destinations/d1000001-0000-4000-8000-000000000001',
  expiresAt: '2099-12-31T15:59:59.999Z',
  maxRedemptions: 100,
  currentRedemptions: 42,
  isActive: true,
  isExpired: false,
  isSoldOut: false,
  isAvailable: true,
  claimedByMe: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const PLACES = {
  destinations: [
    { id: 'd1000001-0000-4000-8000-000000000001', name: "Aling Lucing's Sisig" },
    { id: 'd1000002-0000-4000-8000-000000000002', name: 'Mount Arayat National Park' },
  ],
  services: [{ id: 'e1000001-0000-4000-8000-000000000001', name: 'Petron Dolores' }],
};

const ASSIGNMENT: StaffAssignment = {
  id: 'f1000001-0000-4000-8000-000000000001',
  member: { id: 'b1', email: 'teresita.pangilinan@example.com', displayName: 'Teresita Pangilinan' },
  businessType: 'destination',
  businessId: PLACES.destinations[0].id,
  businessName: PLACES.destinations[0].name,
  businessLink: `/destinations/${PLACES.destinations[0].id}`,
  createdAt: '2026-11-02T00:00:00.000Z',
};

/** A fake of the coupons admin API over `coupons` (search, paging, writes) and of the places the picker searches. */
function fakeCouponsApi({
  coupons = [coupon(1)],
  fail,
}: { coupons?: AdminCoupon[]; fail?: { status: number; body: unknown } } = {}) {
  const state = { coupons: coupons.map((item) => ({ ...item })), staff: [{ ...ASSIGNMENT }] };
  const paged = <T,>(items: T[], url: URL, text: (item: T) => string) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const found = items.filter((item) => text(item).toLowerCase().includes(search));
    return json(found.slice(offset, offset + limit), { headers: { 'X-Total-Count': String(found.length) } });
  };
  const fetch = mockFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' && fail) return json(fail.body, { status: fail.status });
    if (url.pathname === '/api/coupons' && request.method === 'GET')
      return paged(state.coupons, url, (item) => `${item.title} ${item.description ?? ''}`);
    if (url.pathname === '/api/coupons' && request.method === 'POST') {
      const body = (await request.json()) as Partial<AdminCoupon>;
      const place = [...PLACES.destinations, ...PLACES.services].find((candidate) => candidate.id === body.businessId);
      const created = coupon(9, {
        ...body,
        businessName: place?.name ?? '?',
        currentRedemptions: 0,
        maxRedemptions: body.maxRedemptions ?? null,
      });
      state.coupons.unshift(created);
      return json(created, { status: 201 });
    }
    const one = /^\/api\/coupons\/([^/]+)$/.exec(url.pathname);
    if (one && request.method === 'PATCH') {
      const index = state.coupons.findIndex((item) => item.id === one[1]);
      state.coupons[index] = { ...state.coupons[index], ...((await request.json()) as object) };
      return json(state.coupons[index]);
    }
    if (one && request.method === 'DELETE') {
      state.coupons = state.coupons.filter((item) => item.id !== one[1]);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/destinations') return paged(PLACES.destinations, url, (place) => place.name);
    if (url.pathname === '/api/services') return paged(PLACES.services, url, (place) => place.name);
    if (url.pathname === '/api/partner-staff' && request.method === 'GET') return paged(state.staff, url, () => '');
    if (url.pathname === '/api/partner-staff' && request.method === 'POST') {
      const body = (await request.json()) as { email: string; businessType: 'service'; businessId: string };
      const created = {
        ...ASSIGNMENT,
        id: 'f2',
        member: { id: 'b2', email: body.email, displayName: 'Rommel Sicat' },
        businessType: body.businessType,
        businessId: body.businessId,
        businessName: 'Petron Dolores',
      };
      state.staff.unshift(created);
      return json(created, { status: 201 });
    }
    const staff = /^\/api\/partner-staff\/([^/]+)$/.exec(url.pathname);
    if (staff && request.method === 'DELETE') {
      state.staff = state.staff.filter((item) => item.id !== staff[1]);
      return new Response(null, { status: 204 });
    }
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
  return { fetch, state };
}

function Harness() {
  const [search, setSearch] = useState('');
  return (
    <>
      <input aria-label="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <CouponsTab search={search} />
    </>
  );
}

const writes = (fetch: ReturnType<typeof mockFetch>) => requestsOf(fetch).filter((request) => request.method !== 'GET');
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

async function chooseOption(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

describe('Coupons tab (admin)', () => {
  it("is the admins' tab only", () => {
    expect(tabsFor(withRole('admin')).map((tab) => tab.key)).toContain('coupons');
    for (const role of ['moderator', 'editor', 'verified_blogger', 'user'] as const) {
      expect(tabsFor(withRole(role)).map((tab) => tab.key)).not.toContain('coupons');
    }
  });

  it("lists every coupon (all=true) in 'Coupon Management' with label, business, expiry, claims and status; pages and searches on the server", async () => {
    const many = [
      coupon(1, { title: 'Sisig lunch deal', discountType: 'fixed_amount', discountValue: 150 }),
      coupon(2, {
        title: 'Paused deal',
        isActive: false,
        expiresAt: null,
        maxRedemptions: null,
        currentRedemptions: 3,
      }),
      coupon(3, { title: 'Old deal', isExpired: true, discountType: 'bogo', discountValue: null }),
      ...Array.from({ length: 9 }, (_, index) => coupon(index + 4)),
    ];
    const api = fakeCouponsApi({ coupons: many });
    renderWithStore(<Harness />);
    expect(await screen.findByText('Coupon Management')).toBeTruthy();
    const first = await rowOf('Sisig lunch deal');
    expect(within(first).getByText('₱150 OFF')).toBeTruthy();
    expect(within(first).getByText("Aling Lucing's Sisig")).toBeTruthy();
    expect(within(first).getByText('Dec 31, 2099')).toBeTruthy();
    expect(within(first).getByText('42 / 100 claimed')).toBeTruthy();
    expect(within(first).getByTestId('coupon-status').textContent).toBe('Active');
    const paused = await rowOf('Paused deal');
    expect(within(paused).getByTestId('coupon-status').textContent).toBe('Inactive');
    expect(within(paused).getByText('No expiry')).toBeTruthy();
    expect(within(paused).getByText('3 claimed (no limit)')).toBeTruthy();
    const old = await rowOf('Old deal');
    expect(within(old).getByText('Buy 1 Get 1')).toBeTruthy();
    expect(within(old).getByText('Expired')).toBeTruthy();
    expect(screen.getByText('12 coupons')).toBeTruthy();

    const listUrls = () =>
      requestsOf(api.fetch)
        .filter((request) => new URL(request.url).pathname === '/api/coupons')
        .map((request) => new URL(request.url).searchParams.toString());
    expect(listUrls()[0]).toBe('limit=10&offset=0&all=true');
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Deal 12')).toBeTruthy();
    expect(listUrls()).toContain('limit=10&offset=10&all=true');

    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'sisig' } });
    await waitFor(() => expect(listUrls()).toContain('limit=10&offset=0&search=sisig&all=true'));
    expect(await screen.findByText('1 coupon matches “sisig”')).toBeTruthy();
  });

  it("shows skeleton rows, not 'No coupons found' or 'No partner staff yet', until the first answers", async () => {
    const release = emptyListsHeldBack();
    renderWithStore(<Harness />);
    await waitFor(() => expect(screen.getAllByTestId('list-loading')).toHaveLength(2));
    expect(screen.getByText('Loading coupons…')).toBeTruthy();
    expect(screen.queryByText('No coupons found')).toBeNull();
    expect(screen.queryByText('No partner staff yet')).toBeNull();
    release();
    expect(await screen.findByText('No coupons found')).toBeTruthy();
    expect(await screen.findByText('No partner staff yet')).toBeTruthy();
    expect(screen.queryByTestId('list-loading')).toBeNull();
  });

  it('shows the load errors, and no empty text, when the coupons and the partner staff fail to load', async () => {
    mockFetch(async () => json({ statusCode: 500, code: 'INTERNAL', message: 'Boom' }, { status: 500 }));
    renderWithStore(<Harness />);
    expect(await screen.findByText("We couldn't load the coupons.")).toBeTruthy();
    expect(await screen.findByText("We couldn't load the partner staff.")).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    expect(screen.queryByText('No coupons found')).toBeNull();
    expect(screen.queryByText('No partner staff yet')).toBeNull();
  });

  it("creates a coupon: title, business and expiry required; 'Percentage' / 'Amount (₱)'; a new business type clears the business", async () => {
    const api = fakeCouponsApi();
    renderWithStore(<CouponsTab search="" />);
    await screen.findByText('Deal 1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Coupon' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a title.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the business.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the expiry date.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a percentage from 1 to 100.')).toBeTruthy();
    expect(writes(api.fetch)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: '  ₱150 off sisig platters ' } });
    expect(within(dialog).getByLabelText('Percentage')).toBeTruthy();
    await chooseOption(dialog, 'Discount type', 'Fixed amount (₱)');
    fireEvent.change(await within(dialog).findByLabelText('Amount (₱)'), { target: { value: '150.50' } });

    // A business, then another business type: the choice is cleared.
    await chooseOption(dialog, 'Business', 'Mount Arayat National Park');
    await chooseOption(dialog, 'Business type', 'Service');
    await waitFor(() => expect(within(dialog).queryByTitle('Mount Arayat National Park')).toBeNull());
    fireEvent.mouseDown(within(dialog).getByLabelText('Business'));
    fireEvent.change(within(dialog).getByLabelText('Business'), { target: { value: 'petron' } });
    await waitFor(() =>
      expect(
        requestsOf(api.fetch).some(
          (request) =>
            new URL(request.url).pathname === '/api/services' &&
            new URL(request.url).searchParams.get('search') === 'petron',
        ),
      ).toBe(true),
    );
    fireEvent.click(await screen.findByTitle('Petron Dolores'));

    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '2099-06-30' } });
    fireEvent.change(within(dialog).getByLabelText('Max redemptions'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a whole number of at least 1, or leave it empty.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Max redemptions'), { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Coupon Created')).toBeTruthy();
    const [post] = writes(api.fetch);
    expect(post.method).toBe('POST');
    expect(await post.json()).toEqual({
      title: '₱150 off sisig platters',
      discountType: 'fixed_amount',
      discountValue: 150.5,
      businessType: 'service',
      businessId: PLACES.services[0].id,
      destinationId: null,
      serviceId: PLACES.services[0].id,
      expiresAt: '2099-06-30',
      maxRedemptions: 200,
      isActive: true,
    });
    expect(await screen.findByText('₱150 off sisig platters')).toBeTruthy();
  });

  it("toggles active, edits only what changed, and deletes after confirmation, with the spec's toasts", async () => {
    const api = fakeCouponsApi({ coupons: [coupon(1), coupon(2, { title: 'Goodbye deal' })] });
    renderWithStore(<CouponsTab search="" />);
    const row = await rowOf('Deal 1');
    fireEvent.click(within(row).getByRole('switch', { name: 'Active: Deal 1' }));
    expect(await screen.findByText('Coupon Updated')).toBeTruthy();
    await waitFor(() => expect(within(row).getByTestId('coupon-status').textContent).toBe('Inactive'));
    const [toggle] = writes(api.fetch);
    expect([toggle.method, new URL(toggle.url).pathname]).toEqual(['PATCH', `/api/coupons/${coupon(1).id}`]);
    expect(await toggle.json()).toEqual({ isActive: false });

    fireEvent.click(within(row).getByRole('button', { name: 'Edit Deal 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Coupon' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Deal 1');
    expect((within(dialog).getByLabelText('Expiry date') as HTMLInputElement).value).toBe('2099-12-31');
    fireEvent.change(within(dialog).getByLabelText('Max redemptions'), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Members have already claimed 42: the limit cannot be lower.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Max redemptions'), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(writes(api.fetch)).toHaveLength(2));
    expect(await writes(api.fetch)[1].json()).toEqual({ maxRedemptions: 150 });

    const goodbye = await rowOf('Goodbye deal');
    fireEvent.click(within(goodbye).getByRole('button', { name: 'Delete Goodbye deal' }));
    const popover = await screen.findByRole('tooltip');
    expect(within(popover).getByText('Delete this coupon?')).toBeTruthy();
    fireEvent.click(within(popover).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Coupon Deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Goodbye deal')).toBeNull());
    expect(writes(api.fetch).map((request) => request.method)).toEqual(['PATCH', 'PATCH', 'DELETE']);
  });

  it("shows 'Error' with the reason, translated from its code, when a save is refused", async () => {
    fakeCouponsApi({
      fail: {
        status: 400,
        body: {
          statusCode: 400,
          code: 'COUPON_MAX_BELOW_CLAIMS',
          message: 'maxRedemptions cannot be below the 42 claims already made',
        },
      },
    });
    renderWithStore(<CouponsTab search="" />);
    const row = await rowOf('Deal 1');
    fireEvent.click(within(row).getByRole('switch', { name: 'Active: Deal 1' }));
    expect(await screen.findByText('Max redemptions cannot be lower than the claims already made.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('assigns partner staff by email to a destination or service and removes them after confirmation', async () => {
    const api = fakeCouponsApi();
    renderWithStore(<CouponsTab search="" />);
    expect(await screen.findByText('Partner Staff')).toBeTruthy();
    const existing = await rowOf('Teresita Pangilinan');
    expect(within(existing).getByText("Aling Lucing's Sisig")).toBeTruthy();

    const card = screen.getByText('Partner Staff').closest('.ant-card') as HTMLElement;
    fireEvent.change(within(card).getByLabelText("Member's email"), { target: { value: 'rommel.sicat@example.com' } });
    await chooseOption(card, 'Business type', 'Service');
    await chooseOption(card, 'Business', 'Petron Dolores');
    fireEvent.click(within(card).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Staff Assigned')).toBeTruthy();
    const [post] = writes(api.fetch);
    expect(await post.json()).toEqual({
      email: 'rommel.sicat@example.com',
      businessType: 'service',
      businessId: PLACES.services[0].id,
    });
    expect(await screen.findByText('Rommel Sicat')).toBeTruthy();

    fireEvent.click(
      within(await rowOf('Teresita Pangilinan')).getByRole('button', {
        name: "Remove Teresita Pangilinan from Aling Lucing's Sisig",
      }),
    );
    const popover = await screen.findByRole('tooltip');
    fireEvent.click(within(popover).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Staff Removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Teresita Pangilinan')).toBeNull());
  });
});

describe('coupon form bodies', () => {
  it('leaves empty optional fields out of a create and sends only changes in an edit', () => {
    const values = {
      ...structuredClone(EMPTY_COUPON),
      title: ' Buy one ',
      discountType: 'bogo' as const,
      discountValue: '5',
      business: { id: 'd1', name: 'D' },
      expiresAt: '2099-01-01',
    };
    expect(couponCreateBody(values)).toEqual({
      title: 'Buy one',
      discountType: 'bogo',
      businessType: 'destination',
      businessId: 'd1',
      destinationId: 'd1',
      serviceId: null,
      expiresAt: '2099-01-01',
      isActive: true,
    });
    const record = coupon(1);
    expect(couponPatchBody(record, couponToValues(record))).toEqual({});
    expect(couponPatchBody(record, { ...couponToValues(record), discountValue: '25', category: 'hotel' })).toEqual({
      discountType: 'percentage',
      discountValue: 25,
      category: 'hotel',
    });
  });
});
