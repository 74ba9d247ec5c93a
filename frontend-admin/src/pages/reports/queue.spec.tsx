import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AdminApp } from '../../app/admin-app';
import type { AdminUser } from '../../session/roles';
import { adminUser, json, requestsOf, withRole } from '../../test/fixtures';
import { fakeModerationApi, OTHER_AUTHOR, person, post, report, review } from '../../test/moderation-fixtures';
import { setLanguage } from '@tara/i18n';
import axe from 'axe-core';
import { activate } from '../../i18n/i18n';
import { renderWithStore } from '../../test/render';
import { ReportsQueue } from './queue';

afterEach(() => {
  jest.restoreAllMocks();
});

const admin = adminUser();
const moderator = withRole('moderator');

/** The Reports tab with the dashboard's search box in front of it. */
function Harness({ user = admin }: { user?: AdminUser }) {
  const [search, setSearch] = useState('');
  return (
    <>
      <input aria-label="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <ReportsQueue currentUser={user} search={search} />
    </>
  );
}

const photoPost = post(1, { imageUrl: '/api/images/abc-thumb.webp', status: 'under_review', isHidden: true });
const plainPost = post(2, { content: 'Fake fuel price list', author: OTHER_AUTHOR });

function sample() {
  return [
    report({ post: photoPost, reason: 'spam', reporter: person(1, 'Ana Cruz'), description: 'Looks like an ad' }),
    report({ post: photoPost, reason: 'spam', reporter: person(2, 'Ben Tayag') }),
    report({ post: photoPost, reason: 'misinformation', reporter: person(3, 'Carla Sicat') }),
    report({ post: plainPost, reason: 'harassment', reporter: person(4, 'Dan Lising') }),
  ];
}

const items = async () => screen.findAllByTestId('queue-item');
const itemOf = async (text: string) =>
  (await screen.findByText(text)).closest('[data-testid="queue-item"]') as HTMLElement;

/** Clicks the item's action button (by its accessible name), then the dialog's confirm button. */
async function confirmAction(item: HTMLElement, name: RegExp, confirmLabel: string, note?: string) {
  fireEvent.click(within(item).getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  if (note !== undefined) fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: note } });
  fireEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
  return dialog;
}

const bodies = async (fetch: ReturnType<typeof fakeModerationApi>['fetch']) =>
  Promise.all(
    requestsOf(fetch)
      .filter((request) => request.method !== 'GET')
      .map(async (request) => [request.method, new URL(request.url).pathname, await request.json()]),
  );

describe('Reports tab (issue 10: the review queue)', () => {
  it('folds reports per post: content, photo, reasons with counts, reporters, age and the post being hidden', async () => {
    fakeModerationApi(sample());
    renderWithStore(<Harness />);
    expect(await items()).toHaveLength(2);
    const item = await itemOf('Post number 1 about sisig in Angeles');
    expect(within(item).getByText('Post by Liza Manalo · 3 reports')).toBeTruthy();
    expect(
      within(item)
        .getAllByTestId('queue-reason')
        .map((tag) => tag.textContent),
    ).toEqual(['Spam × 2', 'Misinformation × 1']);
    expect(within(item).getByTestId('queue-reporters').textContent).toBe('Ana Cruz, Ben Tayag, Carla Sicat');
    expect(within(item).getByText('First reported 2d ago')).toBeTruthy();
    expect(within(item).getByText('Posted 3d ago')).toBeTruthy();
    expect(within(item).getByText('Hidden from the feed')).toBeTruthy();
    expect(within(item).getByText('“Looks like an ad”')).toBeTruthy();
    expect(within(item).getByTestId('queue-status').textContent).toBe('Pending');
    const photo = within(item).getByRole('img', { name: 'Photo in the post by Liza Manalo' }) as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe('/api/images/abc-thumb.webp');
    expect(screen.getByText('2 reported items')).toBeTruthy();
  });

  it("reviews through PATCH /api/reports/{id} {status: 'reviewed'} after a confirmation, toasting 'Report Updated'", async () => {
    const { fetch, reports } = fakeModerationApi(sample());
    renderWithStore(<Harness />);
    const item = await itemOf('Post number 1 about sisig in Angeles');
    const dialog = await confirmAction(item, /^Mark reviewed: post by Liza Manalo$/, 'Mark reviewed');
    expect(dialog.textContent).toContain('move to Reviewed');
    expect(await screen.findByText('Report Updated')).toBeTruthy();
    expect(screen.getByText('The reports were marked as reviewed.')).toBeTruthy();
    await waitFor(async () =>
      expect(within(await itemOf('Post number 1 about sisig in Angeles')).getByTestId('queue-status').textContent).toBe(
        'Reviewed',
      ),
    );
    expect(
      within(await itemOf('Post number 1 about sisig in Angeles')).queryByRole('button', { name: /^Mark reviewed/ }),
    ).toBeNull();
    const [[method, path, body]] = await bodies(fetch);
    expect([method, path]).toEqual(['PATCH', `/api/reports/${reports[0].id}`]);
    expect(body).toEqual({ status: 'reviewed' });
  });

  it("dismisses with the spec's note 'No action required' (or the moderator's), and the item leaves the queue", async () => {
    const { fetch, reports } = fakeModerationApi(sample());
    renderWithStore(<Harness />);
    await confirmAction(await itemOf('Fake fuel price list'), /^Dismiss: post by Ramon Lacson$/, 'Dismiss');
    expect(await screen.findByText('The reports were dismissed: no action required.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Fake fuel price list')).toBeNull());
    await confirmAction(
      await itemOf('Post number 1 about sisig in Angeles'),
      /^Dismiss: post by Liza Manalo$/,
      'Dismiss',
      '  Satire, not spam ',
    );
    await waitFor(() => expect(screen.queryAllByTestId('queue-item')).toHaveLength(0));
    expect(screen.getByText('No reports to review')).toBeTruthy();
    const sent = await bodies(fetch);
    expect(sent.map(([method, , body]) => [method, body])).toEqual([
      ['PATCH', { status: 'resolved', actionTaken: 'No action required' }],
      ['PATCH', { status: 'resolved', actionTaken: 'Satire, not spam' }],
    ]);
    expect(sent[1][1]).toBe(`/api/reports/${reports[0].id}`);
  });

  it.each([
    [/^Remove post by Liza Manalo$/, 'Remove post', 'remove_post', 'The post was removed.'],
    [
      /^Suspend author 7 days: Liza Manalo$/,
      'Suspend author 7 days',
      'suspend_author',
      'User has been suspended successfully',
    ],
    [/^Ban author: Liza Manalo$/, 'Ban author', 'ban_author', 'User has been banned successfully'],
  ])('%s: POST /api/reports/{id}/actions with the note, then the toasts', async (name, confirmLabel, action, toast) => {
    const { fetch, reports } = fakeModerationApi(sample());
    renderWithStore(<Harness />);
    await confirmAction(await itemOf('Post number 1 about sisig in Angeles'), name, confirmLabel, 'Fake raffle link');
    expect(await screen.findByText('Report Updated')).toBeTruthy();
    expect(screen.getByText(toast)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Post number 1 about sisig in Angeles')).toBeNull());
    const [[method, path, body]] = await bodies(fetch);
    expect([method, path, body]).toEqual([
      'POST',
      `/api/reports/${reports[0].id}/actions`,
      { action, note: 'Fake raffle link' },
    ]);
  });

  it('asks before acting: Cancel sends nothing, and the ban text says it cannot be undone', async () => {
    const { fetch } = fakeModerationApi(sample());
    renderWithStore(<Harness />);
    const item = await itemOf('Post number 1 about sisig in Angeles');
    fireEvent.click(within(item).getByRole('button', { name: /^Ban author: Liza Manalo$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ban the author?')).toBeTruthy();
    expect(dialog.textContent).toContain('This action cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bodies(fetch)).toEqual([]);
  });

  it('gives a moderator every action but the ban', async () => {
    fakeModerationApi(sample());
    renderWithStore(<Harness user={moderator} />);
    const item = await itemOf('Post number 1 about sisig in Angeles');
    const actions = within(item)
      .getAllByRole('button')
      .filter((button) => button.textContent);
    expect(actions.map((button) => button.textContent)).toEqual([
      'Mark reviewed',
      'Dismiss',
      'Remove post',
      'Suspend author 7 days',
    ]);
  });

  it('locks the actions on a post of your own or one you reported', async () => {
    fakeModerationApi([
      report({ post: post(3, { author: { id: admin.id, displayName: 'Ana Dizon' }, content: 'My own post' }) }),
      report({ post: plainPost, reporter: { id: admin.id, displayName: 'Ana Dizon' } }),
    ]);
    renderWithStore(<Harness />);
    for (const text of ['My own post', 'Fake fuel price list']) {
      const item = await itemOf(text);
      for (const button of within(item).getAllByRole('button'))
        expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(
        within(item).getByText("You can't act on your own report or on reports about your own post or review."),
      ).toBeTruthy();
    }
  });

  it("shows the server's refusal in an 'Error' toast, in words the moderator understands", async () => {
    fakeModerationApi(sample(), {
      refuse: {
        status: 403,
        code: 'CANNOT_ACT_ON_STAFF',
        message: 'Reports about admins and moderators are handled by an admin',
      },
    });
    renderWithStore(<Harness user={moderator} />);
    await confirmAction(
      await itemOf('Fake fuel price list'),
      /^Suspend author 7 days: Ramon Lacson$/,
      'Suspend author 7 days',
    );
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Reports about admins and moderators are handled by an admin')).toBeTruthy();
    expect(await itemOf('Fake fuel price list')).toBeTruthy();
  });

  it('searches reasons and descriptions after typing pauses, and filters pending or reviewed', async () => {
    const { fetch } = fakeModerationApi(sample());
    renderWithStore(<Harness />);
    await items();
    const lastQuery = () =>
      new URL(
        requestsOf(fetch)
          .filter((r) => new URL(r.url).pathname === '/api/reports/queue')
          .at(-1)!.url,
      ).searchParams;
    expect(lastQuery().get('limit')).toBe('10');
    expect(lastQuery().has('status')).toBe(false);

    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'harass' } });
    expect(await screen.findByText('1 reported item matching “harass”')).toBeTruthy();
    expect(lastQuery().get('search')).toBe('harass');
    expect(screen.queryByText('Post number 1 about sisig in Angeles')).toBeNull();

    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'nothing like this' } });
    expect(await screen.findByText('No reports match your search')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('search'), { target: { value: '' } });
    await screen.findByText('2 reported items');

    fireEvent.click(screen.getByText('Reviewed', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('No reports to review')).toBeTruthy();
    expect(lastQuery().get('status')).toBe('reviewed');
  });

  it('pages on the server, 10 posts per page', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      report({
        post: post(i + 1, {
          id: `e${String(i).padStart(7, '0')}-0000-4000-8000-000000000000`,
          content: `Queue post ${i + 1}`,
        }),
      }),
    );
    const { fetch } = fakeModerationApi(many);
    renderWithStore(<Harness />);
    expect(await items()).toHaveLength(10);
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Queue post 12')).toBeTruthy();
    const last = new URL(
      requestsOf(fetch)
        .filter((r) => new URL(r.url).pathname === '/api/reports/queue')
        .at(-1)!.url,
    );
    expect(last.searchParams.get('offset')).toBe('10');
  });
});

describe('Reports tab in the dashboard: the pending count follows the actions without a reload', () => {
  it('updates the count on the tab and the Pending reports card after a dismissal', async () => {
    const { fetch } = fakeModerationApi(sample(), {
      extra: (request) => {
        const { pathname } = new URL(request.url);
        if (pathname === '/api/auth/user') return json(admin);
        if (pathname === '/api/admin/stats')
          return json({ activeUsers: 12, totalUsers: 15, bannedUsers: 2, suspendedUsers: 1 });
        return undefined;
      },
    });
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp basename="/admin" />} />
        </Routes>
      </MemoryRouter>,
    );
    // Looked up each time: Ant Design's tab bar may replace a tab's node once it has measured the bar.
    const countOnTab = () =>
      within(screen.getByRole('tab', { name: /^Reports/ })).getByTestId('pending-reports-count').textContent;
    const pendingCard = () =>
      screen.getByTestId('stat-pendingReports').querySelector('.ant-statistic-content')?.textContent;
    await waitFor(() => expect(countOnTab()).toBe('4 pending reports'));
    await waitFor(() => expect(pendingCard()).toBe('4'));
    expect(screen.getByTestId('stat-totalPosts').querySelector('.ant-statistic-content')?.textContent).toBe('42');

    await confirmAction(
      await itemOf('Post number 1 about sisig in Angeles'),
      /^Dismiss: post by Liza Manalo$/,
      'Dismiss',
    );
    await waitFor(() => expect(countOnTab()).toBe('1 pending report'));
    await waitFor(() => expect(pendingCard()).toBe('1'));
    const stats = requestsOf(fetch).filter((r) => new URL(r.url).pathname === '/api/reports/stats');
    expect(stats.length).toBeGreaterThanOrEqual(2);
  });
});

describe('Reports tab: a reported review (issue 32, item 6)', () => {
  afterEach(async () => {
    document.cookie = 'tara.lang=; path=/; max-age=0';
    await activate('en');
  });

  const reviewText = 'Review number 1: the falls were dry and the guide asked for more money';
  const reviewed = review(1, { stars: 2, author: OTHER_AUTHOR });

  function withReview() {
    return [
      report({
        review: reviewed,
        reason: 'misinformation',
        reporter: person(1, 'Ana Cruz'),
        description: 'Never went',
      }),
      report({ review: reviewed, reason: 'misinformation', reporter: person(2, 'Ben Tayag') }),
      report({ post: plainPost, reason: 'harassment', reporter: person(4, 'Dan Lising') }),
    ];
  }

  it('shows the review beside the posts: its stars, place, text, author and folded reports', async () => {
    fakeModerationApi(withReview());
    renderWithStore(<Harness />);
    expect(await items()).toHaveLength(2);
    const item = await itemOf(reviewText);
    expect(item.getAttribute('data-subject')).toBe('review');
    expect(within(item).getByText('Review by Ramon Lacson · 2 reports')).toBeTruthy();
    expect(within(item).getByRole('img', { name: '2 stars out of 5' }).textContent).toBe('★★☆☆☆');
    expect(within(item).getByTestId('queue-place').textContent).toBe('Review of Miyamit Falls');
    expect(within(item).getByText('Written 4d ago')).toBeTruthy();
    expect(
      within(item)
        .getAllByTestId('queue-reason')
        .map((tag) => tag.textContent),
    ).toEqual(['Misinformation × 2']);
    expect(within(item).getByText('“Never went”')).toBeTruthy();
    expect(
      within(item)
        .getAllByRole('button')
        .filter((button) => button.textContent)
        .map((button) => button.textContent),
    ).toEqual(['Mark reviewed', 'Dismiss', 'Remove review', 'Suspend author 7 days', 'Ban author']);
    expect(screen.getByText('2 reported items')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Reported posts and reviews' })).toBeTruthy();
  });

  it('removes the review with remove_review after a confirmation that names it, and the item leaves', async () => {
    const { fetch, reports } = fakeModerationApi(withReview());
    renderWithStore(<Harness />);
    const dialog = await confirmAction(
      await itemOf(reviewText),
      /^Remove review by Ramon Lacson$/,
      'Remove review',
      'Not a real visit',
    );
    expect(within(dialog).getByText('Remove this review?')).toBeTruthy();
    expect(dialog.textContent).toContain("leaves the place's rating and review count at once");
    expect(await screen.findByText('The review was removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(reviewText)).toBeNull());
    expect(await bodies(fetch)).toEqual([
      ['POST', `/api/reports/${reports[0].id}/actions`, { action: 'remove_review', note: 'Not a real visit' }],
    ]);
    expect(reports.filter((item) => item.reviewId).map((item) => item.status)).toEqual(['resolved', 'resolved']);
    expect(screen.getByText('1 reported item')).toBeTruthy();
  });

  it("dismisses and marks reviewed in words about the review, through the spec's PATCH", async () => {
    const { fetch, reports } = fakeModerationApi(withReview());
    renderWithStore(<Harness />);
    const marked = await confirmAction(
      await itemOf(reviewText),
      /^Mark reviewed: review by Ramon Lacson$/,
      'Mark reviewed',
    );
    expect(marked.textContent).toContain('The review stays as it is until you decide.');
    await waitFor(async () =>
      expect(within(await itemOf(reviewText)).getByTestId('queue-status').textContent).toBe('Reviewed'),
    );
    const dismissed = await confirmAction(await itemOf(reviewText), /^Dismiss: review by Ramon Lacson$/, 'Dismiss');
    expect(dismissed.textContent).toContain("The review stays on the place's page.");
    await waitFor(() => expect(screen.queryByText(reviewText)).toBeNull());
    expect(await bodies(fetch)).toEqual([
      ['PATCH', `/api/reports/${reports[0].id}`, { status: 'reviewed' }],
      ['PATCH', `/api/reports/${reports[0].id}`, { status: 'resolved', actionTaken: 'No action required' }],
    ]);
  });

  it('suspends the review’s author like a post’s, resolving their other reports too', async () => {
    const { fetch, reports } = fakeModerationApi(withReview());
    renderWithStore(<Harness />);
    await confirmAction(await itemOf(reviewText), /^Suspend author 7 days: Ramon Lacson$/, 'Suspend author 7 days');
    expect(await screen.findByText('User has been suspended successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('queue-item')).toHaveLength(0));
    expect(reports.every((item) => item.status === 'resolved')).toBe(true);
    expect((await bodies(fetch))[0][2]).toEqual({ action: 'suspend_author' });
  });

  it('locks the actions on a review of your own', async () => {
    fakeModerationApi([report({ review: review(2, { author: { id: admin.id, displayName: 'Ana Dizon' } }) })]);
    renderWithStore(<Harness />);
    const item = await itemOf('Review number 2: the falls were dry and the guide asked for more money');
    for (const button of within(item).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('has no axe-core violations with a review item and its dialog open (contrast is checked in Chromium)', async () => {
    fakeModerationApi(withReview());
    const { container } = renderWithStore(<Harness />);
    const item = await itemOf(reviewText);
    const check = async (root: Element) => {
      const { violations } = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
      return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
    };
    expect(await check(container)).toEqual([]);
    fireEvent.click(within(item).getByRole('button', { name: /^Remove review by Ramon Lacson$/ }));
    expect(await check(await screen.findByRole('dialog'))).toEqual([]);
  });

  it('speaks Filipino', async () => {
    setLanguage('fil');
    await activate('fil');
    fakeModerationApi(withReview());
    renderWithStore(<Harness />);
    const item = await itemOf(reviewText);
    expect(within(item).getByText('Review ni Ramon Lacson · 2 ulat')).toBeTruthy();
    expect(within(item).getByRole('img', { name: '2 bituin sa 5' })).toBeTruthy();
    expect(within(item).getByTestId('queue-place').textContent).toBe('Review sa Miyamit Falls');
    expect(within(item).getByRole('button', { name: 'Alisin ang review ni Ramon Lacson' })).toBeTruthy();
    expect(screen.getByText('2 inulat na item')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Alisin ang review ni Ramon Lacson' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Alisin ang review na ito?')).toBeTruthy();
  });
});
