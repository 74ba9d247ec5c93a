import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { AdminUser } from '../../session/roles';
import { adminUser, emptyListsHeldBack, json, member, mockFetch, requestsOf } from '../../test/fixtures';
import { renderWithStore } from '../../test/render';
import { UsersList } from './list';

afterEach(() => {
  jest.restoreAllMocks();
});

const me = adminUser();

/** The Users tab with the dashboard's search box in front of it. */
function Harness() {
  const [search, setSearch] = useState('');
  return (
    <>
      <input aria-label="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <UsersList currentUser={me} search={search} />
    </>
  );
}

/** A small fake of the users API: list with search/limit/offset + X-Total-Count, role and moderation PATCHes. */
function fakeUsersApi(initial: AdminUser[]) {
  const users = initial.map((user) => ({ ...user }));
  const fetch = mockFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/users') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const found = users.filter((user) =>
        `${user.firstName} ${user.lastName} ${user.email}`.toLowerCase().includes(search),
      );
      return json(found.slice(offset, offset + limit), { headers: { 'X-Total-Count': String(found.length) } });
    }
    const role = /^\/api\/users\/([^/]+)\/role$/.exec(url.pathname);
    if (request.method === 'PATCH' && role) {
      const user = users.find((candidate) => candidate.id === role[1])!;
      user.role = (await request.json()).role;
      return json(user);
    }
    const moderate = /^\/api\/admin\/users\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'PATCH' && moderate) {
      const user = users.find((candidate) => candidate.id === moderate[1])!;
      const { action } = await request.json();
      if (action === 'ban') user.isBanned = true;
      if (action === 'suspend') Object.assign(user, { isSuspended: true, suspendedUntil: '2030-01-08T00:00:00.000Z' });
      if (action === 'unsuspend') Object.assign(user, { isBanned: false, isSuspended: false, suspendedUntil: null });
      return json(user);
    }
    if (request.method === 'POST' && url.pathname === '/api/users') {
      const body = await request.json();
      const created = member(9, { ...body });
      users.unshift(created);
      return json({ user: created, setPasswordUrl: '/set-password?token=one-time-token' }, { status: 201 });
    }
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
  return { fetch, users };
}

const rowOf = async (email: string) => (await screen.findAllByText(email))[0].closest('tr') as HTMLElement;
const statusOf = (row: HTMLElement) => within(row).getByTestId('user-status').textContent;

async function confirm(row: HTMLElement, action: string) {
  fireEvent.click(within(row).getByRole('button', { name: new RegExp(`^${action}`) }));
  const popover = await screen.findByRole('tooltip');
  fireEvent.click(within(popover).getByRole('button', { name: action }));
}

describe('Users tab (spec section 2, /admin)', () => {
  it('lists users with initial avatar, name or email, short id, email, role, status and joined date', async () => {
    fakeUsersApi([
      me,
      member(1),
      member(2, { firstName: null, lastName: null, isSuspended: true, suspendedUntil: '2030-01-08T00:00:00Z' }),
      member(3, { isBanned: true }),
    ]);
    renderWithStore(<Harness />);

    const row = await rowOf('member1@example.com');
    expect(within(row).getByText('Member1 Cruz')).toBeTruthy();
    expect(within(row).getByText('M')).toBeTruthy();
    expect(within(row).getByText(`ID: ${member(1).id.slice(0, 8)}`)).toBeTruthy();
    expect(within(row).getByText('Feb 1, 2026')).toBeTruthy();
    expect(statusOf(row)).toBe('Active');
    // no name: the email stands in
    const nameless = await rowOf('member2@example.com');
    expect(within(nameless).getAllByText('member2@example.com').length).toBeGreaterThanOrEqual(2);
    expect(statusOf(nameless)).toBe('Suspended');
    expect(statusOf(await rowOf('member3@example.com'))).toBe('Banned');
    expect(screen.getByText('4 users')).toBeTruthy();
  });

  it("disables the admin's own role and actions", async () => {
    fakeUsersApi([me, member(1)]);
    renderWithStore(<Harness />);
    const own = await rowOf('admin@example.com');
    expect(within(own).getByText('(you)')).toBeTruthy();
    const actions = within(own).getAllByRole('button', { name: /^(Suspend|Ban|Unsuspend|Unban)/ });
    expect(actions.length).toBeGreaterThan(0);
    for (const button of actions) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(own).getByRole('combobox').getAttribute('aria-disabled') ?? '').not.toBe('false');
  });

  it("changes a role through PATCH /api/users/{id}/role and toasts 'Role Updated'", async () => {
    const { fetch, users } = fakeUsersApi([me, member(1)]);
    renderWithStore(<Harness />);
    const row = await rowOf('member1@example.com');
    fireEvent.mouseDown(within(row).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Editor'));

    expect(await screen.findByText('Role Updated')).toBeTruthy();
    const patch = requestsOf(fetch).find((r) => r.method === 'PATCH')!;
    expect(new URL(patch.url).pathname).toBe(`/api/users/${member(1).id}/role`);
    expect(await patch.json()).toEqual({ role: 'editor' });
    expect(users[1].role).toBe('editor');
  });

  it('suspends, unsuspends and bans behind confirmations, updating the badge and toasting', async () => {
    const { fetch } = fakeUsersApi([me, member(1)]);
    renderWithStore(<Harness />);
    let row = await rowOf('member1@example.com');

    await confirm(row, 'Suspend');
    expect(await screen.findByText('User has been suspended successfully')).toBeTruthy();
    row = await rowOf('member1@example.com');
    await waitFor(() => expect(statusOf(row)).toBe('Suspended'));

    await confirm(row, 'Unsuspend');
    expect(await screen.findByText('User has been unsuspended successfully')).toBeTruthy();
    await waitFor(() => expect(statusOf(row)).toBe('Active'));

    fireEvent.click(within(row).getByRole('button', { name: /^Ban/ }));
    expect((await screen.findByRole('tooltip')).textContent).toContain('This action cannot be undone.');
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('User has been banned successfully')).toBeTruthy();
    await waitFor(() => expect(statusOf(row)).toBe('Banned'));
    expect(within(row).getByRole('button', { name: /^Unban/ })).toBeTruthy();

    const bodies = await Promise.all(
      requestsOf(fetch)
        .filter((r) => r.method === 'PATCH')
        .map((r) => r.json()),
    );
    expect(bodies).toEqual([{ action: 'suspend' }, { action: 'unsuspend' }, { action: 'ban' }]);
  }, 30_000);

  it("unbans with the 'unsuspend' action", async () => {
    const { fetch } = fakeUsersApi([me, member(3, { isBanned: true })]);
    renderWithStore(<Harness />);
    const row = await rowOf('member3@example.com');
    await confirm(row, 'Unban');
    await waitFor(() => expect(statusOf(row)).toBe('Active'));
    const patch = requestsOf(fetch).find((r) => r.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ action: 'unsuspend' });
  });

  it("shows the server's message in an 'Error' toast when an action is refused", async () => {
    mockFetch((request) =>
      request.method === 'GET'
        ? json([me, member(1)], { headers: { 'X-Total-Count': '2' } })
        : json({ statusCode: 409, code: 'LAST_ADMIN', message: 'The last admin cannot be demoted' }, { status: 409 }),
    );
    renderWithStore(<Harness />);
    const row = await rowOf('member1@example.com');
    fireEvent.mouseDown(within(row).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Moderator'));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('The last admin cannot be demoted')).toBeTruthy();
  });

  it("falls back to the server's text for an error code it does not know", async () => {
    mockFetch((request) =>
      request.method === 'GET'
        ? json([me, member(1)], { headers: { 'X-Total-Count': '2' } })
        : json({ statusCode: 409, code: 'CONFLICT', message: 'Someone else changed this user' }, { status: 409 }),
    );
    renderWithStore(<Harness />);
    const row = await rowOf('member1@example.com');
    fireEvent.mouseDown(within(row).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Moderator'));
    expect(await screen.findByText('Someone else changed this user')).toBeTruthy();
  });

  it('pages on the server, 10 per page, and searches after typing pauses', async () => {
    const many = [
      me,
      ...Array.from({ length: 8 }, (_, i) => member(i + 1)),
      ...Array.from({ length: 6 }, (_, i) =>
        member(i + 1, { id: `c${i}`, email: `guest${i}@example.com`, firstName: 'Guest' }),
      ),
    ];
    const { fetch } = fakeUsersApi(many);
    renderWithStore(<Harness />);
    await screen.findByText('member1@example.com');
    const lastQuery = () =>
      new URL(
        requestsOf(fetch)
          .filter((r) => r.method === 'GET')
          .at(-1)!.url,
      ).searchParams;
    expect(lastQuery().get('limit')).toBe('10');
    expect(lastQuery().get('offset')).toBe('0');

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('guest5@example.com')).toBeTruthy();
    expect(lastQuery().get('offset')).toBe('10');

    const gets = () => requestsOf(fetch).filter((r) => r.method === 'GET').length;
    const before = gets();
    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'g' } });
    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'gu' } });
    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'guest' } });
    expect(await screen.findByText('6 users matching “guest”')).toBeTruthy();
    expect(gets() - before).toBe(1);
    expect(lastQuery().get('search')).toBe('guest');
    expect(lastQuery().get('offset')).toBe('0');
  });

  it("shows skeleton rows, not 'No users found', until the first answer; the empty text after an empty answer", async () => {
    const release = emptyListsHeldBack();
    renderWithStore(<Harness />);
    expect(await screen.findByTestId('list-loading')).toBeTruthy();
    expect(screen.getByText('Loading users…')).toBeTruthy();
    expect(screen.queryByText('No users found')).toBeNull();
    release();
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(screen.queryByTestId('list-loading')).toBeNull();
    expect(screen.getByText('0 users')).toBeTruthy();
  });

  it("shows the load error with Retry, and no 'No users found', when the list fails", async () => {
    mockFetch(async () => json({ statusCode: 500, code: 'INTERNAL', message: 'Boom' }, { status: 500 }));
    renderWithStore(<Harness />);
    expect(await screen.findByText("We couldn't load the users")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('No users found')).toBeNull();
    expect(screen.queryByTestId('list-loading')).toBeNull();
  });

  it("says 'No users found' when nothing matches", async () => {
    fakeUsersApi([me]);
    renderWithStore(<Harness />);
    await screen.findByText('admin@example.com');
    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'nobody-here' } });
    expect(await screen.findByText('No users found')).toBeTruthy();
  });
});

describe('Users tab on a phone (360 px)', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('folds the table into one column per user, with the status, role and actions, scrolling only inside its box', async () => {
    window.innerWidth = 360;
    fakeUsersApi([me, member(1)]);
    const { container } = renderWithStore(<Harness />);
    const row = await rowOf('member1@example.com');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['User']);
    expect(within(row).getByText('Member1 Cruz')).toBeTruthy();
    expect(statusOf(row)).toBe('Active');
    expect(within(row).getByText('Joined Feb 1, 2026')).toBeTruthy();
    expect(within(row).getByRole('combobox', { name: 'Role of member1@example.com' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Suspend member1@example.com' })).toBeTruthy();
    // As wide as the screen (the cells wrap), never wider than the page: anything that cannot wrap scrolls in the table.
    expect(container.querySelector('.ant-table-content')?.getAttribute('style') ?? '').toContain('overflow-x: auto');
    expect(container.querySelector('table')?.getAttribute('style') ?? '').not.toContain('max-content');
  });
});

describe('toasts (spec section 9: one visible at a time)', () => {
  it("replaces 'Role Updated' with the suspension's toast instead of stacking them", async () => {
    fakeUsersApi([me, member(1)]);
    renderWithStore(<Harness />);
    const row = await rowOf('member1@example.com');
    fireEvent.mouseDown(within(row).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Editor'));
    expect(await screen.findByText('Role Updated')).toBeTruthy();

    await confirm(row, 'Suspend');
    expect(await screen.findByText('User has been suspended successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Role Updated')).toBeNull());
    await waitFor(() => expect(document.querySelectorAll('.ant-notification-notice').length).toBe(1));
  });
});

describe('Create User dialog (spec section 5: Create disabled until email given)', () => {
  it('keeps Create disabled until an email is typed, then creates the user and shows the one-time link', async () => {
    const { fetch } = fakeUsersApi([me]);
    renderWithStore(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog');
    const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'Lito' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: '   ' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'lito@example.com' } });
    expect(create.disabled).toBe(false);

    fireEvent.click(create);
    expect(await screen.findByText('User Created', { selector: '.ant-notification *' })).toBeTruthy();
    const link = (await screen.findByLabelText('Set-password link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/set-password?token=one-time-token`);
    const post = requestsOf(fetch).find((r) => r.method === 'POST')!;
    expect(await post.json()).toEqual({ email: 'lito@example.com', firstName: 'Lito', role: 'user' });
    // the list reloads with the new user
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect((await rowOf('lito@example.com')).textContent).toContain('Lito');
  });
});
