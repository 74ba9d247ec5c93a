import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { AdminUser } from '../../session/roles';
import { setLanguage } from '@tara/i18n';
import { activate } from '../../i18n/i18n';
import { adminUser, emptyListsHeldBack, requestsOf, withRole } from '../../test/fixtures';
import { fakeModerationApi, person, post, report, review } from '../../test/moderation-fixtures';
import { renderWithStore } from '../../test/render';
import { ResolvedList } from './list';

afterEach(async () => {
  jest.restoreAllMocks();
  document.cookie = 'tara.lang=; path=/; max-age=0';
  await activate('en');
});

function Harness({ user = adminUser() }: { user?: AdminUser }) {
  const [search, setSearch] = useState('');
  return (
    <>
      <input aria-label="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <ResolvedList currentUser={user} search={search} />
    </>
  );
}

const resolvedAt = '2026-11-20T04:00:00.000Z';

function sample() {
  return [
    report({
      post: post(1),
      status: 'resolved',
      reason: 'spam',
      description: 'Reported post: Post number 1 about sisig...',
      actionTaken: 'Post removed',
      resolvedAt,
      resolvedBy: person(9, 'Jose Dizon'),
      reporter: person(1, 'Ana Cruz'),
    }),
    // every fallback: no description, no action, no resolution date
    report({
      post: post(2, { content: 'A second post' }),
      status: 'resolved',
      reason: 'misinformation',
      reporter: person(2, 'Ben Tayag'),
    }),
    report({ post: post(3), status: 'pending' }),
  ];
}

const rowOf = async (text: string) => (await screen.findByText(text, { exact: false })).closest('tr') as HTMLElement;

describe('Resolved tab (spec section 2: Reporter, Content, Reason, Action Taken, Resolved Date)', () => {
  it("shows skeleton rows, not 'No resolved reports', until the first answer", async () => {
    const release = emptyListsHeldBack();
    renderWithStore(<Harness />);
    expect(await screen.findByTestId('list-loading')).toBeTruthy();
    expect(screen.queryByText('No resolved reports')).toBeNull();
    release();
    expect(await screen.findByText('No resolved reports')).toBeTruthy();
    expect(screen.queryByTestId('list-loading')).toBeNull();
  });

  it("lists resolved reports with the spec's columns and fallbacks", async () => {
    const { fetch } = fakeModerationApi(sample());
    renderWithStore(<Harness />);
    const row = await rowOf('Reported post: Post number 1');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Reporter',
      'Content',
      'Reason',
      'Action Taken',
      'Resolved Date',
    ]);
    expect(within(row).getByText('Spam')).toBeTruthy();
    expect(within(row).getByTestId('resolved-action').textContent).toBe('Post removed');
    expect(within(row).getByText('by Jose Dizon')).toBeTruthy();
    expect(within(row).getByTestId('resolved-date').textContent).toBe('Nov 20, 2026');

    const bare = (await screen.findByText('No description')).closest('tr') as HTMLElement;
    expect(within(bare).getByTestId('resolved-action').textContent).toBe('No action specified');
    expect(within(bare).getByTestId('resolved-date').textContent).toBe('Unknown');
    expect(within(bare).getByText('Misinformation')).toBeTruthy();
    // only resolved reports
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const query = new URL(requestsOf(fetch).find((r) => new URL(r.url).pathname === '/api/reports')!.url).searchParams;
    expect(query.get('status')).toBe('resolved');
    expect(query.get('limit')).toBe('10');
  });

  it("shows the reporter as 'User', with the name in a tooltip for an admin", async () => {
    fakeModerationApi(sample());
    renderWithStore(<Harness />);
    const row = await rowOf('Reported post: Post number 1');
    const reporter = within(row).getByRole('button', { name: 'User (Ana Cruz)' });
    expect(reporter.firstChild?.textContent).toBe('User');
    fireEvent.mouseEnter(reporter);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Ana Cruz');
  });

  it("shows the reporter's name to an admin on keyboard focus too", async () => {
    fakeModerationApi(sample());
    renderWithStore(<Harness />);
    const row = await rowOf('Reported post: Post number 1');
    fireEvent.focus(within(row).getByRole('button', { name: 'User (Ana Cruz)' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Ana Cruz');
  });

  it("shows a moderator only 'User'", async () => {
    fakeModerationApi(sample());
    renderWithStore(<Harness user={withRole('moderator')} />);
    const row = await rowOf('Reported post: Post number 1');
    expect(within(row).getByTestId('resolved-reporter').textContent).toBe('User');
    expect(row.textContent).not.toContain('Ana Cruz');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it("says 'No resolved reports' when there are none", async () => {
    fakeModerationApi([report({ post: post(1) })]);
    renderWithStore(<Harness />);
    expect(await screen.findByText('No resolved reports')).toBeTruthy();
  });

  it('searches and pages on the server', async () => {
    const many = Array.from({ length: 13 }, (_, i) =>
      report({
        post: post(1),
        status: 'resolved',
        description: `Report ${i + 1}`,
        reason: i === 12 ? 'harassment' : 'spam',
        resolvedAt,
      }),
    );
    const { fetch } = fakeModerationApi(many);
    renderWithStore(<Harness />);
    await screen.findByText('Report 1');
    expect(screen.getByText('13 resolved reports')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Report 13')).toBeTruthy();
    const last = () =>
      new URL(
        requestsOf(fetch)
          .filter((r) => new URL(r.url).pathname === '/api/reports')
          .at(-1)!.url,
      ).searchParams;
    expect(last().get('offset')).toBe('10');

    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'harass' } });
    await waitFor(() => expect(last().get('search')).toBe('harass'));
    expect(last().get('offset')).toBe('0');
    await waitFor(() => expect(screen.queryByText('Report 1')).toBeNull());
    // The old rows leave before the search's page arrives (the table shows its spinner in between): wait for it.
    expect(await screen.findByText('Report 13')).toBeTruthy();
  });

  it('speaks Filipino', async () => {
    setLanguage('fil');
    await activate('fil');
    fakeModerationApi(sample());
    renderWithStore(<Harness />);
    expect(await screen.findByText('Walang paglalarawan')).toBeTruthy();
    expect(screen.getByText('Walang tinukoy na aksiyon')).toBeTruthy();
    expect(screen.getByText('Hindi alam')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nag-ulat',
      'Nilalaman',
      'Dahilan',
      'Aksiyong Ginawa',
      'Petsa ng Paglutas',
    ]);
  });
});

describe("Resolved tab: a review's report (issue 32, item 6)", () => {
  afterEach(async () => {
    document.cookie = 'tara.lang=; path=/; max-age=0';
    await activate('en');
    window.innerWidth = 1024;
  });

  const removedReview = () =>
    report({
      review: review(4, { stars: 1, status: 'removed', text: 'Closed every time, do not bother going' }),
      status: 'resolved',
      reason: 'spam',
      description: 'Competitor review',
      actionTaken: 'Review removed',
      resolvedAt,
      reporter: person(3, 'Carla Sicat'),
    });

  it('shows the review with its stars, author and place beside the action taken, also on a phone', async () => {
    fakeModerationApi([removedReview(), ...sample()]);
    const { unmount } = renderWithStore(<Harness />);
    const row = await rowOf('Competitor review');
    expect(within(row).getByRole('img', { name: '1 star out of 5' })).toBeTruthy();
    expect(
      within(row).getByText('Review by Liza Manalo of Miyamit Falls: Closed every time, do not bother going', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(within(row).getByTestId('resolved-action').textContent).toBe('Review removed');
    unmount();
    window.innerWidth = 360;
    renderWithStore(<Harness />);
    await rowOf('Competitor review');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Report']);
    expect(within(await rowOf('Competitor review')).getByRole('img', { name: '1 star out of 5' })).toBeTruthy();
  });

  it('speaks Filipino', async () => {
    setLanguage('fil');
    await activate('fil');
    fakeModerationApi([removedReview()]);
    renderWithStore(<Harness />);
    const row = await rowOf('Competitor review');
    expect(within(row).getByRole('img', { name: '1 bituin sa 5' })).toBeTruthy();
    expect(within(row).getByText('Review ni Liza Manalo sa Miyamit Falls', { exact: false })).toBeTruthy();
  });
});

describe('Resolved tab on a phone (360 px)', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('folds each report into one column', async () => {
    window.innerWidth = 360;
    fakeModerationApi(sample());
    renderWithStore(<Harness />);
    const row = await rowOf('Reported post: Post number 1');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Report']);
    expect(within(row).getByTestId('resolved-action').textContent).toBe('Post removed');
    expect(within(row).getByText('Nov 20, 2026')).toBeTruthy();
  });
});
