import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntryResponse } from '@tara/api-client/admin';
import { emptyListsHeldBack, json, member, requestsOf } from '../../test/fixtures';
import { fakeModerationApi } from '../../test/moderation-fixtures';
import { renderWithStore } from '../../test/render';
import { AuditLog } from './list';

afterEach(() => {
  jest.restoreAllMocks();
});

const MODERATOR = {
  id: 'a0000000-0000-4000-8000-000000000002',
  displayName: 'Jose Dizon',
  email: 'moderator@example.com',
};
const ADMIN = { id: 'a0000000-0000-4000-8000-000000000001', displayName: 'Maria Santos', email: 'admin@example.com' };
const LIZA = { id: 'b0000001-0000-4000-8000-000000000001', displayName: 'Member1 Cruz', email: 'member1@example.com' };
const RAMON = { id: 'b0000002-0000-4000-8000-000000000002', displayName: 'Member2 Cruz', email: 'member2@example.com' };

function entry(n: number, overrides: Partial<AuditEntryResponse>): AuditEntryResponse {
  return {
    id: `90000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    action: 'report.dismiss',
    actor: MODERATOR,
    target: LIZA,
    details: {},
    createdAt: `2026-11-${String(10 + (n % 10)).padStart(2, '0')}T02:30:00.000Z`,
    ...overrides,
  };
}

const LOG: AuditEntryResponse[] = [
  entry(1, { action: 'report.remove_post', details: { note: 'Spam link', reportIds: ['r1', 'r2'] } }),
  entry(2, {
    action: 'user.suspended',
    actor: ADMIN,
    target: RAMON,
    details: { suspendedUntil: '2026-11-27T02:30:00.000Z', reason: 'Repeated spam' },
  }),
  entry(3, { action: 'user.role_changed', actor: ADMIN, target: RAMON, details: { from: 'user', to: 'editor' } }),
  entry(4, { action: 'report.review', details: { reportIds: ['r3'] } }),
];

/** The audit fake plus GET /api/users for the people pickers. */
function fakeAudit(log = LOG) {
  return fakeModerationApi([], {
    audit: log,
    extra: (request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/api/users') return undefined;
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const users = [member(1), member(2)].filter((user) =>
        `${user.firstName} ${user.email}`.toLowerCase().includes(search),
      );
      return json(users, { headers: { 'X-Total-Count': String(users.length) } });
    },
  });
}

const auditQuery = (fetch: ReturnType<typeof fakeAudit>['fetch']) =>
  new URL(
    requestsOf(fetch)
      .filter((r) => new URL(r.url).pathname === '/api/admin/audit')
      .at(-1)!.url,
  ).searchParams;

const rows = () => screen.getAllByRole('row').slice(1);

describe('Audit tab (issue 10: the log, newest first, with filters)', () => {
  it("shows skeleton rows, not 'No audit entries yet', until the first answer", async () => {
    const release = emptyListsHeldBack();
    renderWithStore(<AuditLog />);
    expect(await screen.findByTestId('list-loading')).toBeTruthy();
    expect(screen.queryByText('No audit entries yet')).toBeNull();
    release();
    expect(await screen.findByText('No audit entries yet')).toBeTruthy();
    expect(screen.queryByTestId('list-loading')).toBeNull();
  });

  it('lists when, who, what, to whom and why', async () => {
    const { fetch } = fakeAudit();
    renderWithStore(<AuditLog />);
    await screen.findByText('Post removed');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'When',
      'Who',
      'What',
      'To whom',
      'Details',
    ]);
    const [removal, suspension, role, review] = rows();
    expect(within(removal).getByText('Jose Dizon')).toBeTruthy();
    expect(within(removal).getByText('member1@example.com')).toBeTruthy();
    expect(within(removal).getByTestId('audit-action').getAttribute('title')).toBe('report.remove_post');
    expect(within(removal).getByTestId('audit-details').textContent).toBe('Note: Spam link2 reports');
    expect(within(removal).getByText(/Nov 11, 2026/)).toBeTruthy();
    expect(within(suspension).getByText('User suspended')).toBeTruthy();
    expect(within(suspension).getByText('Note: Repeated spam')).toBeTruthy();
    expect(within(suspension).getByText('Until Nov 27, 2026')).toBeTruthy();
    expect(within(role).getByText('User → Editor')).toBeTruthy();
    expect(within(review).getByText('Reports reviewed')).toBeTruthy();
    expect(auditQuery(fetch).get('limit')).toBe('20');
  });

  it('filters by a whole group of actions or by one action', async () => {
    const { fetch } = fakeAudit();
    renderWithStore(<AuditLog />);
    await screen.findByText('Post removed');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByTitle('All report actions'));
    await waitFor(() => expect(auditQuery(fetch).get('action')).toBe('report.'));
    await waitFor(() => expect(rows()).toHaveLength(2));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByTitle('Role changed'));
    await waitFor(() => expect(auditQuery(fetch).get('action')).toBe('user.role_changed'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('User → Editor')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByRole('combobox', { name: 'Action' }).closest('.ant-select')?.textContent).toBe('All actions');
  });

  it('filters by a removal of a post or a comment outside reports', async () => {
    const { fetch } = fakeAudit();
    renderWithStore(<AuditLog />);
    await screen.findByText('Post removed');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    expect(await screen.findByTitle('Comment removed')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('Post removed (deleted by a moderator)'));
    await waitFor(() => expect(auditQuery(fetch).get('action')).toBe('post.remove'));
  });

  it('filters by who acted and to whom, chosen by searching people', async () => {
    const { fetch } = fakeAudit([...LOG, entry(5, { action: 'user.banned', actor: ADMIN, target: LIZA })]);
    renderWithStore(<AuditLog />);
    await screen.findByText('Post removed');
    const target = screen.getByRole('combobox', { name: 'Done to' });
    fireEvent.mouseDown(target);
    fireEvent.change(target, { target: { value: 'member1' } });
    await waitFor(() =>
      expect(
        new URL(
          requestsOf(fetch)
            .filter((r) => new URL(r.url).pathname === '/api/users')
            .at(-1)!.url,
        ).searchParams.get('search'),
      ).toBe('member1'),
    );
    fireEvent.click(await screen.findByTitle('Member1 Cruz (member1@example.com)'));
    await waitFor(() => expect(auditQuery(fetch).get('targetUserId')).toBe(member(1).id));
    // Member1 is LIZA: the removal, the review and the ban; not Member2's suspension and role change.
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((row) => within(row).getByTestId('audit-action').textContent)).toEqual([
      'Post removed',
      'Reports reviewed',
      'User banned',
    ]);

    const actor = screen.getByRole('combobox', { name: 'Done by' });
    fireEvent.mouseDown(actor);
    fireEvent.change(actor, { target: { value: 'member2' } });
    fireEvent.click(await screen.findByTitle('Member2 Cruz (member2@example.com)'));
    await waitFor(() => expect(auditQuery(fetch).get('actorId')).toBe(member(2).id));
    expect(await screen.findByText('No audit entries match these filters')).toBeTruthy();
  });

  it('says so when nothing matches, and pages on the server', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      entry(i + 10, { action: i === 22 ? 'user.created' : 'report.dismiss', details: { role: 'user' } }),
    );
    const { fetch } = fakeAudit(many);
    renderWithStore(<AuditLog />);
    await screen.findAllByText('Reports dismissed');
    expect(screen.getByText('23 entries')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('User created')).toBeTruthy();
    expect(screen.getByText('As User')).toBeTruthy();
    expect(auditQuery(fetch).get('offset')).toBe('20');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByTitle('Author banned (report)'));
    expect(await screen.findByText('No audit entries match these filters')).toBeTruthy();
    expect(auditQuery(fetch).get('offset')).toBe('0');
  });
});
