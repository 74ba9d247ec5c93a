import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { setLanguage, type Language } from '@tara/i18n';
import en from '../../../i18n/en.json';
import fil from '../../../i18n/fil.json';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithStore } from '../../../test/render-with-store';
import type { MemberNotice } from '../community.api';
import { MemberNotices } from './member-notices';

const CATALOGS = { en, fil } as const;

function notice(overrides: Partial<MemberNotice>): MemberNotice {
  return { id: 'n1', kind: 'post_removed', createdAt: '2026-11-20T02:00:00.000Z', reason: null, ...overrides };
}

function renderNotices(language: Language, notices: MemberNotice[]) {
  i18n.loadAndActivate({ locale: language, locales: i18n.locales, messages: { ...CATALOGS[language] } });
  setLanguage(language);
  mockFetch((request) =>
    new URL(request.url).pathname === '/api/user/notices' ? jsonResponse(notices) : new Response(null, { status: 404 }),
  );
  renderWithStore(<MemberNotices />);
}

afterEach(() => {
  jest.restoreAllMocks();
  i18n.loadAndActivate({ locale: 'en', locales: i18n.locales, messages: { ...en } });
  setLanguage('en');
});

describe.each(['en', 'fil'] as const)('member notices of reviews in %s', (language) => {
  const words = {
    en: {
      reply: 'Kusina ni Apung Irene replied to your review',
      link: 'Read the reply on the page of Kusina ni Apung Irene',
      removed: 'A moderator removed your review',
      excerpt: "Your review “Worst sisig ever” is no longer shown on the place's page.",
    },
    fil: {
      reply: 'Sinagot ng Kusina ni Apung Irene ang review mo',
      link: 'Basahin ang sagot sa pahina ng Kusina ni Apung Irene',
      removed: 'Inalis ng moderator ang review mo',
      excerpt: 'Hindi na ipinapakita sa pahina ng lugar ang review mong “Worst sisig ever”.',
    },
  }[language];

  it("says which business replied to the member's review and links to its page", async () => {
    renderNotices(language, [
      notice({
        kind: 'review_reply',
        reviewId: 'r1',
        placeId: 's1',
        placeType: 'service',
        placeSlug: 'kusina-ni-apung-irene',
        placeName: 'Kusina ni Apung Irene',
      }),
    ]);
    const notices = await screen.findByTestId('member-notices');
    expect(within(notices).getByRole('heading', { name: words.reply })).toBeTruthy();
    expect(within(notices).getByRole('link', { name: words.link }).getAttribute('href')).toBe(
      '/service/kusina-ni-apung-irene',
    );
  });

  it('links a reply to a destination by its id', async () => {
    renderNotices(language, [
      notice({ kind: 'review_reply', placeId: 'd1', placeType: 'destination', placeName: 'Kusina ni Apung Irene' }),
    ]);
    const link = await screen.findByRole('link', { name: words.link });
    expect(link.getAttribute('href')).toBe('/destinations/d1');
  });

  it('tells the author which review a moderator removed', async () => {
    renderNotices(language, [notice({ kind: 'review_removed', reviewExcerpt: 'Worst sisig ever', reason: 'Spam' })]);
    const notices = await screen.findByTestId('member-notices');
    expect(within(notices).getByRole('heading', { name: words.removed })).toBeTruthy();
    expect(within(notices).getByText(words.excerpt)).toBeTruthy();
  });
});
