import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage, type Language } from '@tara/i18n';
import en from '../../../i18n/en.json';
import fil from '../../../i18n/fil.json';
import { i18n } from '../../../i18n/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithStore } from '../../../test/render-with-store';
import { MEMBER_ID, PLACE, photoFixture, reviewFixture, reviewsServer, type ReviewWrite } from '../reviews.fixture';
import type { Review } from '../reviews.api';
import { reviewReportDescription } from './review-feedback';
import { ReviewsSection } from './reviews-section';

const CATALOGS = { en, fil } as const;

function speak(language: Language) {
  i18n.loadAndActivate({ locale: language, locales: i18n.locales, messages: { ...CATALOGS[language] } });
  setLanguage(language);
}

let writes: ReviewWrite[] = [];

function renderSection(
  reviews: Review[],
  {
    user = { id: MEMBER_ID },
    staffOf = [],
    votes = new Set(),
  }: {
    user?: { id: string } | null;
    staffOf?: string[];
    votes?: Set<string>;
  } = {},
) {
  writes = [];
  mockFetch(reviewsServer(reviews, { staffOf, writes, votes }));
  renderWithStore(<ReviewsSection place={PLACE} user={user} signInHref="/api/login" />);
}

/** The card of `author`'s review, once shown (the member's own comes first, from its own request). */
const cardOf = async (author: string) => {
  const find = () => screen.queryAllByTestId('review').find((card) => within(card).queryByText(author));
  await waitFor(() => expect(find()).toBeTruthy());
  return find() as HTMLElement;
};

afterEach(() => {
  jest.restoreAllMocks();
  speak('en');
});

describe.each(['en', 'fil'] as const)('helpful votes, replies, reports and photos in %s', (language) => {
  const m: Record<string, string> = CATALOGS[language];
  const helpful = (count: number) => (language === 'en' ? `Helpful (${count})` : `Nakatulong (${count})`);

  it("toggles Helpful on another member's review, and shows only the count on one's own", async () => {
    speak(language);
    const other = reviewFixture({ authorName: 'Ana D.', helpfulCount: 2 });
    const own = reviewFixture({ authorName: 'Maria S.', authorId: MEMBER_ID, helpfulCount: 1 });
    renderSection([other, own]);
    const card = await cardOf('Ana D.');
    const button = within(card).getByRole('button', { name: helpful(2) });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(within(card).getByRole('button', { name: helpful(3) })).toBeTruthy());
    expect(
      within(card)
        .getByRole('button', { name: helpful(3) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(card).getByRole('button', { name: helpful(3) }));
    await waitFor(() =>
      expect(
        within(card)
          .getByRole('button', { name: helpful(2) })
          .getAttribute('aria-pressed'),
      ).toBe('false'),
    );
    expect(writes.map((write) => `${write.method} ${write.path}`)).toEqual([
      `PUT /api/reviews/${other.id}/helpful`,
      `DELETE /api/reviews/${other.id}/helpful`,
    ]);
    const mine = await cardOf('Maria S.');
    expect(within(mine).queryByRole('button', { name: /\(1\)/ })).toBeNull();
    expect(
      within(mine).getByText(language === 'en' ? '1 member found this helpful' : '1 miyembro ang natulungan nito'),
    ).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: m['reviews.report'] })).toBeNull();
  });

  it('shows a vote the member gave on another visit as pressed', async () => {
    speak(language);
    const other = reviewFixture({ authorName: 'Ana D.', helpfulCount: 4 });
    renderSection([other], { votes: new Set([other.id]) });
    const card = await cardOf('Ana D.');
    await waitFor(() =>
      expect(
        within(card)
          .getByRole('button', { name: helpful(4) })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });

  it('lets the business staff reply, edit the reply and delete it; others only read it', async () => {
    speak(language);
    const review = reviewFixture({ authorName: 'Ana D.' });
    renderSection([review], { staffOf: [PLACE.id] });
    const card = await cardOf('Ana D.');
    fireEvent.click(within(card).getByRole('button', { name: m['reviews.reply.write'] }));
    fireEvent.click(within(card).getByRole('button', { name: m['reviews.reply.save'] }));
    expect(within(card).getByText(m['reviews.reply.required'])).toBeTruthy();
    fireEvent.change(within(card).getByRole('textbox', { name: m['reviews.reply.label'] }), {
      target: { value: ' Salamat po! Balik kayo. ' },
    });
    fireEvent.click(within(card).getByRole('button', { name: m['reviews.reply.save'] }));
    const reply = await within(card).findByTestId('review-reply');
    expect(within(reply).getByText('Salamat po! Balik kayo.')).toBeTruthy();
    const title = language === 'en' ? 'Reply from Kusina ni Apung Irene' : 'Sagot ng Kusina ni Apung Irene';
    expect(within(reply).getByText(title)).toBeTruthy();
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: `/api/reviews/${review.id}/reply`,
      body: { text: 'Salamat po! Balik kayo.' },
    });

    fireEvent.click(within(card).getByRole('button', { name: m['reviews.reply.edit'] }));
    const text = within(card).getByRole('textbox', { name: m['reviews.reply.label'] }) as HTMLTextAreaElement;
    expect(text.value).toBe('Salamat po! Balik kayo.');
    fireEvent.change(text, { target: { value: 'Salamat po! Open na rin kami tuwing Lunes.' } });
    fireEvent.click(within(card).getByRole('button', { name: m['reviews.reply.save'] }));
    await waitFor(() => expect(within(card).getByText(m['reviews.edited'])).toBeTruthy());

    // Deleting asks first: Cancel (or Escape) keeps the reply and sends nothing.
    const deleteReply = within(card).getByRole('button', { name: m['reviews.reply.delete'] });
    deleteReply.focus();
    fireEvent.click(deleteReply);
    let dialog = screen.getByRole('dialog', { name: m['reviews.reply.deleteTitle'] });
    expect(within(dialog).getByText(m['reviews.reply.deleteText'])).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(deleteReply);
    expect(within(card).getByTestId('review-reply')).toBeTruthy();
    expect(writes.map((write) => write.method)).toEqual(['PUT', 'PUT']);
    fireEvent.click(deleteReply);
    dialog = screen.getByRole('dialog', { name: m['reviews.reply.deleteTitle'] });
    fireEvent.click(within(dialog).getByRole('button', { name: m['reviews.reply.delete'] }));
    expect(await screen.findByText(m['reviews.reply.deleted'])).toBeTruthy();
    await waitFor(() => expect(within(card).queryByTestId('review-reply')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes.map((write) => write.method)).toEqual(['PUT', 'PUT', 'DELETE']);
  });

  it('shows a reply to every reader without the staff buttons', async () => {
    speak(language);
    const review = reviewFixture({
      authorName: 'Ana D.',
      reply: { businessName: 'Kusina', text: 'Salamat!', repliedAt: '2026-10-02T00:00:00.000Z', editedAt: null },
    });
    renderSection([review], { user: null });
    const card = await cardOf('Ana D.');
    expect(within(card).getByText('Salamat!')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: m['reviews.reply.edit'] })).toBeNull();
    expect(within(card).queryByRole('button', { name: m['reviews.report'] })).toBeNull();
  });

  it("reports another member's review after asking", async () => {
    speak(language);
    const review = reviewFixture({ authorName: 'Ana D.' });
    renderSection([review]);
    const card = await cardOf('Ana D.');
    fireEvent.click(within(card).getByRole('button', { name: m['reviews.report'] }));
    const dialog = screen.getByRole('dialog', { name: m['reviews.reportTitle'] });
    fireEvent.click(within(dialog).getByRole('button', { name: m['reviews.reportConfirm'] }));
    expect(await screen.findByText(m['reviews.reportDone'])).toBeTruthy();
    const button = within(card).getByRole('button', { name: m['reviews.reported'] }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/reports',
        body: { reviewId: review.id, reason: 'inappropriate', description: reviewReportDescription(review.text) },
      },
    ]);
  });

  it('opens a photo larger and closes it with Escape', async () => {
    speak(language);
    renderSection([reviewFixture({ authorName: 'Ana D.', photos: [photoFixture('p1'), photoFixture('p2')] })]);
    const card = await cardOf('Ana D.');
    const open = language === 'en' ? 'Open photo 2 of 2 by Ana D.' : 'Buksan ang larawan 2 sa 2 ni Ana D.';
    fireEvent.click(within(card).getByRole('button', { name: open }));
    const dialog = screen.getByRole('dialog');
    const image = within(dialog).getByRole('img', {
      name: language === 'en' ? 'Photo 2 by Ana D.' : 'Larawan 2 ni Ana D.',
    });
    expect(image.getAttribute('src')).toBe('/api/reviews/photos/p2.webp');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** A small JPEG-typed file as the file input gives it (a Blob of this window, as FormData needs). */
async function photoFile(name: string): Promise<File> {
  const blob = await new Response(new Uint8Array(64), { headers: { 'content-type': 'image/jpeg' } }).blob();
  return Object.assign(blob, { name, lastModified: 0 }) as unknown as File;
}

/** XMLHttpRequest as uploadPhoto uses it; each test says when an upload progresses and ends. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  withCredentials = false;
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  finish(id: string) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    this.status = 201;
    this.responseText = JSON.stringify({ ...photoFixture(id), thumbnailWidth: 480, thumbnailHeight: 360 });
    this.onload?.();
  }
}

describe('photos in the review form', () => {
  beforeEach(() => {
    FakeUpload.sent = [];
    Object.defineProperty(window, 'XMLHttpRequest', { value: FakeUpload, configurable: true, writable: true });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
  });

  it('uploads up to 3 with their progress, removes one, and sends the others with the review', async () => {
    const files = [];
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']) files.push(await photoFile(name));
    renderSection([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const form = screen.getByRole('form', { name: 'Write your review' });
    fireEvent.change(within(form).getByTestId('review-photo-input'), { target: { files } });
    expect(FakeUpload.sent.map((upload) => upload.url)).toEqual(['/api/uploads', '/api/uploads', '/api/uploads']);
    expect(within(form).getAllByTestId('form-photo')).toHaveLength(3);
    expect(within(form).getAllByText('Uploading… 0%')).toHaveLength(3);
    expect((within(form).getByTestId('review-photo-input') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(form).getAllByRole('radio')[4]);
    fireEvent.change(within(form).getByRole('textbox'), {
      target: { value: 'Three photos of the lanterns at night.' },
    });
    fireEvent.change(within(form).getByLabelText('Month of your visit'), { target: { value: '2025-12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(within(form).getByText('Wait for the photos to finish uploading.')).toBeTruthy();
    await act(async () => FakeUpload.sent[0].finish('u1'));
    await act(async () => FakeUpload.sent[1].finish('u2'));
    fireEvent.click(within(form).getByRole('button', { name: 'Remove photo 3' }));
    expect(within(form).getAllByTestId('form-photo')).toHaveLength(2);
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Thank you! Your review is posted.')).toBeTruthy();
    expect(writes[0].body).toEqual({
      destinationId: PLACE.id,
      stars: 5,
      text: 'Three photos of the lanterns at night.',
      visitMonth: '2025-12',
      photoIds: ['u1', 'u2'],
    });
    const card = await cardOf('Maria S.');
    expect(within(card).getAllByRole('button', { name: /^Open photo/ })).toHaveLength(2);
  });
});
