import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage, type Language } from '@tara/i18n';
import en from '../../../i18n/en.json';
import fil from '../../../i18n/fil.json';
import { i18n } from '../../../i18n/i18n';
import { mockFetch, requestsOf } from '../../../test/fetch-mock';
import { renderWithStore } from '../../../test/render-with-store';
import { MEMBER_ID, PLACE, reviewFixture, reviewsServer, type ReviewWrite } from '../reviews.fixture';
import type { Review } from '../reviews.api';
import { ReviewsSection } from './reviews-section';

const CATALOGS = { en, fil } as const;
const MEMBER = { id: MEMBER_ID };

function speak(language: Language) {
  i18n.loadAndActivate({ locale: language, locales: i18n.locales, messages: { ...CATALOGS[language] } });
  setLanguage(language);
}

afterEach(() => {
  jest.restoreAllMocks();
  speak('en');
});

/** Six 5s, three 4s, two 3s and one 1: 12 reviews, 4.1 on average. */
function twelveReviews(): Review[] {
  const stars = [5, 5, 5, 5, 5, 5, 4, 4, 4, 3, 3, 1];
  return stars.map((value, index) => reviewFixture({ stars: value, authorName: `Member ${index + 1}.` }));
}

let writes: ReviewWrite[] = [];

function renderSection(reviews: Review[], user: { id: string } | null = MEMBER, staffOf: string[] = []) {
  writes = [];
  const fetch = mockFetch(reviewsServer(reviews, { staffOf, writes }));
  renderWithStore(<ReviewsSection place={PLACE} user={user} signInHref="/api/login?returnTo=%2Fdestinations%2Fx" />);
  return fetch;
}

const listRequests = (fetch: ReturnType<typeof mockFetch>) =>
  requestsOf(fetch)
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/reviews');

describe.each(['en', 'fil'] as const)('the reviews of a place in %s', (language) => {
  const m: Record<string, string> = CATALOGS[language];
  const words = {
    en: {
      count: '12 reviews',
      bar5: '5 stars: 50%',
      bar1: '1 star: 8%',
      visited: 'Visited March 2026',
      more: 'Show more reviews',
    },
    fil: {
      count: '12 na review',
      bar5: '5 na bituin: 50%',
      bar1: '1 bituin: 8%',
      visited: 'Bumisita noong Marso 2026',
      more: 'Magpakita pa ng review',
    },
  }[language];

  it('shows the rating, the count, five bars and the first page, then the next with Show more', async () => {
    speak(language);
    const fetch = renderSection(twelveReviews());
    const summary = await screen.findByTestId('review-summary');
    expect(within(summary).getByText('4.1')).toBeTruthy();
    expect(within(summary).getByText(words.count)).toBeTruthy();
    const bars = within(summary).getAllByRole('button');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      words.bar5,
      expect.stringContaining('25%'),
      expect.stringContaining('17%'),
      expect.stringContaining('0%'),
      words.bar1,
    ]);
    expect(bars.every((bar) => bar.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(await screen.findAllByTestId('review')).toHaveLength(10);
    expect(screen.getAllByText(words.visited)).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: words.more }));
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: words.more })).toBeNull();
    expect(listRequests(fetch).map((url) => url.searchParams.get('offset'))).toEqual(['0', '10']);
  });

  it("says 'New' without a review, with no bars, order or filter", async () => {
    speak(language);
    renderSection([]);
    const summary = await screen.findByTestId('review-summary');
    expect(within(summary).getByText(m['reviews.new'])).toBeTruthy();
    expect(within(summary).queryByRole('button')).toBeNull();
    expect(within(summary).getByText(m['reviews.newText'])).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('filters by stars from a bar or a chip, and sorts', async () => {
    speak(language);
    const fetch = renderSection(twelveReviews());
    const summary = await screen.findByTestId('review-summary');
    await screen.findAllByTestId('review');
    fireEvent.click(within(summary).getByRole('button', { name: words.bar5 }));
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(6));
    expect(within(summary).getByRole('button', { name: words.bar5 }).getAttribute('aria-pressed')).toBe('true');
    const chips = screen.getByRole('group', { name: m['reviews.filterLabel'] });
    expect(within(chips).getByRole('button', { pressed: true }).textContent).toBe(
      language === 'en' ? '5 stars' : '5 na bituin',
    );
    fireEvent.click(within(chips).getByRole('button', { name: language === 'en' ? '2 stars' : '2 na bituin' }));
    expect(
      await screen.findByText(
        language === 'en' ? 'No reviews with 2 stars yet.' : 'Wala pang review na may 2 na bituin.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m['reviews.showAll'] }));
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(10));
    fireEvent.change(screen.getByRole('combobox', { name: m['reviews.sortLabel'] }), { target: { value: 'lowest' } });
    await waitFor(() =>
      expect(within(screen.getAllByTestId('review')[0]).getByRole('img').getAttribute('aria-label')).toBe(
        language === 'en' ? '1 star out of 5' : '1 bituin sa 5',
      ),
    );
    const asked = listRequests(fetch).map(
      (url) => `${url.searchParams.get('sort')}:${url.searchParams.get('stars') ?? ''}`,
    );
    expect(asked).toEqual(['helpful:', 'helpful:5', 'helpful:2', 'lowest:']);
  });

  it('writes a review: every problem in words, stars by keyboard, the count, then the post and its figures', async () => {
    speak(language);
    const reviews = twelveReviews();
    renderSection(reviews);
    fireEvent.click(await screen.findByRole('button', { name: m['reviews.write'] }));
    const form = screen.getByRole('form', { name: m['reviews.form.newTitle'] });
    fireEvent.click(within(form).getByRole('button', { name: m['reviews.form.submit'] }));
    expect(within(form).getByText(m['reviews.error.starsRequired'])).toBeTruthy();
    expect(within(form).getByText(m['reviews.error.monthRequired'])).toBeTruthy();
    const text = within(form).getByRole('textbox', { name: m['reviews.form.text'] });
    expect(text.getAttribute('aria-invalid')).toBe('true');
    // The first problem has the focus: the first star (Tab's stop in the radio group); the arrows choose.
    const first = within(form).getAllByRole('radio')[0];
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(within(form).getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe(
      language === 'en' ? '2 stars' : '2 na bituin',
    );
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    fireEvent.change(text, { target: { value: 'Too short' } });
    expect(within(form).getByTestId('review-text-count').textContent).toBe('9 / 2000');
    fireEvent.change(within(form).getByLabelText(m['reviews.form.month']), { target: { value: '2026-03' } });
    fireEvent.click(within(form).getByRole('button', { name: m['reviews.form.submit'] }));
    expect(
      within(form).getByText(
        language === 'en'
          ? 'Write at least 20 characters (9 so far).'
          : 'Sumulat ng hindi bababa sa 20 karakter (9 pa lang).',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(text);
    fireEvent.change(text, { target: { value: '  Halo-halo by the river, and the bells at six. Worth it.  ' } });
    fireEvent.click(within(form).getByRole('button', { name: m['reviews.form.submit'] }));
    expect(await screen.findByText(m['reviews.posted'])).toBeTruthy();
    expect(writes.find((write) => write.method === 'POST')?.body).toEqual({
      destinationId: PLACE.id,
      stars: 5,
      text: 'Halo-halo by the river, and the bells at six. Worth it.',
      visitMonth: '2026-03',
      photoIds: [],
    });
    // The summary and the list are asked again: 13 reviews now.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('review-summary')).getByText(language === 'en' ? '13 reviews' : '13 na review'),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(reviews).toHaveLength(13);
  });

  it("shows the member's own review first, pending or not, with 'Edit your review' instead of 'Write a review'", async () => {
    speak(language);
    const own = reviewFixture({ authorId: MEMBER_ID, authorName: 'Maria S.', status: 'pending' });
    const reviews = [own, ...twelveReviews()];
    const fetch = renderSection(reviews);
    const mine = await screen.findByTestId('my-review');
    expect(within(mine).getByText(m['reviews.yours'])).toBeTruthy();
    expect(within(mine).getByText(m['reviews.pending'])).toBeTruthy();
    expect(within(mine).getByRole('button', { name: m['reviews.edit'] })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: m['reviews.delete'] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: m['reviews.write'] })).toBeNull();
    // It comes before the list, which (kept for everyone) does not have it while it waits.
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(11));
    expect(screen.getAllByTestId('review')[0]).toBe(within(mine).getByTestId('review'));
    expect(requestsOf(fetch).filter((request) => new URL(request.url).pathname === '/api/reviews/mine')).toHaveLength(
      1,
    );

    // Once published, it shows at the top only, not again in the list, and no longer says it waits.
    own.status = 'published';
    fireEvent.click(screen.getByRole('button', { name: m['reviews.editYours'] }));
    const form = within(mine).getByRole('form', { name: m['reviews.form.editTitle'] });
    expect(screen.queryByRole('button', { name: m['reviews.editYours'] })).toBeNull();
    fireEvent.click(within(form).getAllByRole('radio')[0]);
    fireEvent.click(within(form).getByRole('button', { name: m['reviews.form.save'] }));
    expect(await screen.findByText(m['reviews.updated'])).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('my-review')).queryByText(m['reviews.pending'])).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByTestId('review-summary')).getByText(language === 'en' ? '13 reviews' : '13 na review'),
      ).toBeTruthy(),
    );
    const cards = screen.getAllByTestId('review');
    expect(cards.filter((card) => within(card).queryByText('Maria S.'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: m['reviews.editYours'] })).toBeTruthy();
  });

  it('opens the review written meanwhile (another tab) in its form, with why, when posting says 409', async () => {
    speak(language);
    const reviews = twelveReviews();
    renderSection(reviews);
    fireEvent.click(await screen.findByRole('button', { name: m['reviews.write'] }));
    const form = screen.getByRole('form', { name: m['reviews.form.newTitle'] });
    fireEvent.click(within(form).getAllByRole('radio')[3]);
    fireEvent.change(within(form).getByRole('textbox'), {
      target: { value: 'A second review of the same place, again.' },
    });
    fireEvent.change(within(form).getByLabelText(m['reviews.form.month']), { target: { value: '2026-02' } });
    // Meanwhile, in another tab, the member reviewed the place.
    const other = reviewFixture({
      authorId: MEMBER_ID,
      authorName: 'Maria S.',
      text: 'Written in the other tab, at noon.',
    });
    reviews.push(other);
    fireEvent.click(within(form).getByRole('button', { name: m['reviews.form.submit'] }));
    const mine = await screen.findByTestId('my-review');
    const edit = within(mine).getByRole('form', { name: m['reviews.form.editTitle'] });
    const notice = within(edit).getByRole('status');
    expect(notice.textContent).toBe(m['reviews.alreadyJumped']);
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect((within(edit).getByRole('textbox') as HTMLTextAreaElement).value).toBe(other.text);
    expect(screen.queryByRole('form', { name: m['reviews.form.newTitle'] })).toBeNull();
    expect(screen.queryByRole('button', { name: m['reviews.write'] })).toBeNull();
    expect(reviews).toHaveLength(13);
    // Cancel shows it as read, with 'Edit your review' below.
    fireEvent.click(within(edit).getByRole('button', { name: m['reviews.form.cancel'] }));
    expect(within(screen.getByTestId('my-review')).getByText(m['reviews.yours'])).toBeTruthy();
    expect(screen.getByRole('button', { name: m['reviews.editYours'] })).toBeTruthy();
  });

  it("edits and deletes the member's own review, and only theirs", async () => {
    speak(language);
    const own = reviewFixture({
      authorId: MEMBER_ID,
      authorName: 'Maria S.',
      stars: 2,
      createdAt: '2027-01-01T00:00:00.000Z',
    });
    const reviews = [own, reviewFixture()];
    renderSection(reviews);
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(2));
    const cards = screen.getAllByTestId('review');
    expect(within(cards[0]).getByText(m['reviews.yours'])).toBeTruthy();
    expect(within(screen.getByTestId('my-review')).getByTestId('review')).toBe(cards[0]);
    expect(within(cards[1]).queryByRole('button', { name: m['reviews.edit'] })).toBeNull();
    fireEvent.click(within(cards[0]).getByRole('button', { name: m['reviews.edit'] }));
    const form = screen.getByRole('form', { name: m['reviews.form.editTitle'] });
    expect((within(form).getByRole('textbox') as HTMLTextAreaElement).value).toBe(own.text);
    fireEvent.click(within(form).getAllByRole('radio')[4]);
    fireEvent.click(within(form).getByRole('button', { name: m['reviews.form.save'] }));
    expect(await screen.findByText(m['reviews.updated'])).toBeTruthy();
    expect(writes.find((write) => write.method === 'PATCH')?.body).toEqual({
      stars: 5,
      text: own.text,
      visitMonth: own.visitMonth,
      photoIds: [],
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());

    const mine = screen.getAllByTestId('review').find((card) => within(card).queryByText(m['reviews.yours']));
    fireEvent.click(within(mine as HTMLElement).getByRole('button', { name: m['reviews.delete'] }));
    const dialog = screen.getByRole('dialog', { name: m['reviews.deleteTitle'] });
    fireEvent.click(within(dialog).getByRole('button', { name: m['reviews.deleteConfirm'] }));
    expect(await screen.findByText(m['reviews.deleted'])).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(1));
    expect(reviews.map((review) => review.id)).not.toContain(own.id);
    expect(screen.queryByTestId('my-review')).toBeNull();
    expect(await screen.findByRole('button', { name: m['reviews.write'] })).toBeTruthy();
  });

  it('asks a visitor to sign in and come back', async () => {
    speak(language);
    renderSection(twelveReviews(), null);
    const link = await screen.findByRole('link', { name: m['reviews.signInToWrite'] });
    expect(link.getAttribute('href')).toBe('/api/login?returnTo=%2Fdestinations%2Fx');
    expect(screen.queryByRole('button', { name: m['reviews.write'] })).toBeNull();
  });

  it("keeps the business's partner staff from reviewing it", async () => {
    speak(language);
    renderSection(twelveReviews(), MEMBER, [PLACE.id]);
    expect(await screen.findByText(m['reviews.staffCannotReview'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: m['reviews.write'] })).toBeNull();
  });
});

describe('the section loads lazily', () => {
  it('renders through the loader once its chunk is there', async () => {
    const { ReviewsSection: Loaded } = await import('../reviews-section-loader');
    mockFetch(reviewsServer([]));
    await act(async () => {
      renderWithStore(<Loaded place={PLACE} user={null} signInHref="/api/login" />);
    });
    expect(await screen.findByTestId('reviews-section')).toBeTruthy();
  });
});
