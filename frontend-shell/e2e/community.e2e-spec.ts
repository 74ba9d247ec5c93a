import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { repoRoot } from './support/app-server.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { baseUrl } from './support/base-url.js';
import { DESKTOP, browserPerFile, PHONE } from './support/browser.js';
import { DEMO_ACCOUNTS, signIn } from './support/sign-in.js';
import { adminRequest, createMember, expectSentToSignIn, offline, uniqueEmail, type ApiUser } from './support/users.js';

// /community (spec section 2; issue 9) and the member's notices (issue 10, point 3) in Chromium against the built app
// with demo data: the feed, a tab, search, like, report, comments, the composer with a photo upload, the role gate, at
// 360 px and at desktop width. Tests that write create their own members and posts; the demo posts are only read.

const { newContext: openContext } = browserPerFile();

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const origin = () => ({ Origin: baseUrl() });

async function newContext(viewport: { width: number; height: number }, as?: string): Promise<BrowserContext> {
  const context = await openContext({ viewport });
  await offline(context);
  if (as) await signIn(context, as);
  return context;
}

async function openCommunity(
  viewport: { width: number; height: number },
  as: string,
  path = '/community',
): Promise<Page> {
  const page = await (await newContext(viewport, as)).newPage();
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
  return page;
}

/** Two members of our own: a verified blogger (may post) and a plain member, both signed in through the API. */
async function members(): Promise<{ blogger: ApiUser; member: ApiUser }> {
  const admin = await adminRequest(await newContext(DESKTOP));
  const blogger = await createMember(admin, uniqueEmail('blogger'), {
    firstName: 'Lorna',
    lastName: 'Yabut',
    role: 'verified_blogger',
  });
  const member = await createMember(admin, uniqueEmail('member'), {
    firstName: 'Ben',
    lastName: 'Pineda',
    role: 'user',
  });
  return { blogger, member };
}

async function createPost(request: APIRequestContext, content: string, locationName?: string): Promise<{ id: string }> {
  const response = await request.post(`${baseUrl()}/api/posts`, { data: { content, locationName }, headers: origin() });
  if (response.status() !== 201) throw new Error(`POST /api/posts: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** A word that only this test's posts contain (search finds exactly them). */
const stamp = () => `tanod${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const postCard = (page: Page, text: string): Locator => page.getByTestId('post-card').filter({ hasText: text });
const counts = (card: Locator) => card.getByTestId('post-counts');

describe.each(VIEWPORTS)('/community at %s width', (_label, viewport) => {
  it('sends a signed-out visitor to sign-in', async () => {
    await expectSentToSignIn(await (await newContext(viewport)).newPage(), '/community');
  });

  it('shows live stat cards, the demo feed, the Traffic tab from ?filter=traffic, the other tabs and search in the URL', async () => {
    const page = await openCommunity(viewport, DEMO_ACCOUNTS.user, '/community?filter=traffic');
    const stats = page.getByRole('list', { name: 'Community figures' });
    await stats.getByText('Active Members').waitFor();
    await stats
      .getByTestId('stat-value')
      .filter({ hasText: /^[\d,]+$/ })
      .nth(2)
      .waitFor();
    await expect(stats.getByTestId('stat-value').allTextContents()).resolves.toEqual([
      expect.stringMatching(/^[\d,]+$/),
      expect.stringMatching(/^[\d,]+$/),
      expect.stringMatching(/^[\d,]+$/),
    ]);
    const tabs = page.getByRole('tablist', { name: 'Topics' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Recent', 'Traffic', 'Food', 'Gas Prices']);
    await expect(page.getByRole('tab', { name: 'Traffic' }).getAttribute('aria-selected')).resolves.toBe('true');
    await postCard(page, 'Light traffic on NLEX northbound').waitFor();
    await expect(postCard(page, 'Sisig hunting in Angeles').count()).resolves.toBe(0);

    await page.getByRole('tab', { name: 'Food' }).click();
    await page.waitForURL(/filter=food/);
    await postCard(page, 'Sisig hunting in Angeles').waitFor();
    await page.getByRole('tab', { name: 'Gas Prices' }).click();
    await page.waitForURL(/filter=gas/);
    await postCard(page, 'Regular gas is at').waitFor();
    // Keyboard: arrows move between the tabs.
    await page.getByRole('tab', { name: 'Gas Prices' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/filter=food/);

    await page.getByRole('tab', { name: 'Recent' }).click();
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('SISIG');
    await page.waitForURL(/search=SISIG/);
    // Only posts that mention sisig (in the text or the place), the demo's sisig post among them.
    await page.waitForFunction(() => {
      const cards = Array.from(document.querySelectorAll('[data-testid="post-card"]'));
      return cards.length > 0 && cards.every((card) => /sisig/i.test(card.textContent ?? ''));
    });
    await postCard(page, 'Sisig hunting in Angeles').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
  });

  it("shows a member the spec's sentence instead of the composer (role gate)", async () => {
    const page = await openCommunity(viewport, DEMO_ACCOUNTS.user);
    await expect(page.getByTestId('composer-gate').textContent()).resolves.toBe(
      'Only admins, moderators, editors, and verified bloggers can create posts.',
    );
    await expect(page.getByTestId('composer').count()).resolves.toBe(0);
  });

  it('likes (and unlikes), comments, reports once (409 afterwards) and deletes a comment', async () => {
    const { blogger, member } = await members();
    const word = stamp();
    const authorContext = await newContext(DESKTOP, blogger.email);
    const post = await createPost(
      authorContext.request,
      `Road works near the Dau exit ${word}, expect delays`,
      'Dau, Mabalacat',
    );

    const page = await openCommunity(viewport, member.email, `/community?search=${word}`);
    const card = postCard(page, word);
    await card.waitFor();
    await expect(counts(card).textContent()).resolves.toBe('0 likes · 0 comments · 0 shares');
    await card.getByText('Lorna Yabut').waitFor();
    await card.getByText('Dau, Mabalacat').waitFor();
    await card.getByText('Just now').waitFor();

    const like = card.getByRole('button', { name: 'Like' });
    await like.click();
    // Shown at once (optimistic), though the list's pages reach the grid deferred: waited for, not read right away.
    await card.getByRole('button', { name: 'Like', pressed: true }).waitFor({ timeout: 5_000 });
    await card.getByText('1 like · 0 comments · 0 shares').waitFor();
    // The server agrees (a fresh page).
    await page.reload();
    await postCard(page, word).getByText('1 like ·', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Like', pressed: true }).waitFor({ timeout: 5_000 });
    await card.getByRole('button', { name: 'Like' }).click();
    await card.getByText('0 likes · 0 comments · 0 shares').waitFor();

    // Comments: open, write, see, delete.
    await card.getByRole('button', { name: 'Comments' }).click();
    await card.getByText('No comments yet. Start the conversation!').waitFor();
    await card.getByRole('textbox', { name: 'Write a comment' }).fill('Salamat sa balita!');
    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    await card.getByTestId('comment').filter({ hasText: 'Salamat sa balita!' }).waitFor();
    await card.getByText('0 likes · 1 comment · 0 shares').waitFor();
    await card.getByRole('button', { name: 'Delete the comment by Ben Pineda' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete this comment?' });
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await card.getByText('No comments yet. Start the conversation!').waitFor();
    await card.getByText('0 likes · 0 comments · 0 shares').waitFor();

    // Report: a confirmation (Escape cancels it), the spec's toast, then shown as reported.
    await card.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this post?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'Report' }).click();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await page.getByText('Report Submitted').waitFor();
    await page.getByText("Thank you for reporting this content. We'll review it soon.").waitFor();
    await card.getByTestId('post-reported').waitFor();
    const again = await page.context().request.post(`${baseUrl()}/api/reports`, {
      data: { postId: post.id, reason: 'inappropriate', description: 'Reported post: again...' },
      headers: origin(),
    });
    expect(again.status()).toBe(409);
  });

  it('posts with a location and a photo (upload progress, preview, remove), then the photo opens larger', async () => {
    const { blogger } = await members();
    const word = stamp();
    const page = await openCommunity(viewport, blogger.email);
    const composer = page.getByTestId('composer');
    const text = composer.getByRole('textbox', { name: "What's happening in Pampanga?" });
    const post = composer.getByRole('button', { name: 'Post', exact: true });
    await expect(text.getAttribute('rows')).resolves.toBe('3');
    await expect(post.isDisabled()).resolves.toBe(true);
    await text.fill(`Fresh buko pie stall by the Petron in Dau ${word}. Check https://example.com/buko`);
    await expect(post.isDisabled()).resolves.toBe(false);

    await composer.getByRole('button', { name: 'Location' }).click();
    await composer.getByRole('textbox', { name: 'Location' }).fill('Dau, Mabalacat');

    // First a photo that is removed again, then the phone photo that goes with the post.
    const heic = readFileSync(join(repoRoot, 'backend', 'test', 'fixtures', 'gps-photo.heic'));
    await composer.getByLabel('Photo').setInputFiles({ name: 'IMG_0001.heic', mimeType: 'image/heic', buffer: heic });
    await composer.getByTestId('photo-preview').waitFor();
    // Chromium cannot show HEIC: the preview names the file instead of a broken image.
    await composer.getByTestId('photo-preview').getByText('IMG_0001.heic').waitFor();
    await composer.getByRole('button', { name: 'Remove photo' }).click();
    await composer.getByTestId('photo-preview').waitFor({ state: 'detached' });

    const jpeg = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 190, g: 80, b: 30 } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    await composer.getByLabel('Photo').setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await composer.getByText('Photo ready').waitFor();
    const preview = composer.getByTestId('photo-preview').locator('img');
    await page.waitForFunction(
      (element) => (element as HTMLImageElement).naturalWidth > 0,
      await preview.elementHandle(),
    );
    expect(describeFindings(await seriousViolations(page))).toBe('');
    await post.click();
    await page.getByText('Post Created').waitFor();
    await page.getByText('Your post has been shared with the community!').waitFor();
    await expect(text.inputValue()).resolves.toBe('');
    await expect(composer.getByRole('textbox', { name: 'Location' }).count()).resolves.toBe(0);
    await expect(composer.getByTestId('photo-preview').count()).resolves.toBe(0);

    const card = postCard(page, word);
    await card.waitFor();
    await card.getByText('Dau, Mabalacat').waitFor();
    const link = card.getByRole('link', { name: 'https://example.com/buko' });
    await expect(link.getAttribute('rel')).resolves.toContain('nofollow');
    const photo = card.getByRole('button', { name: 'Enlarge the photo by Lorna Yabut' });
    const img = photo.locator('img');
    await expect(img.getAttribute('width')).resolves.toBe('1200');
    await expect(img.getAttribute('height')).resolves.toBe('900');
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
      await img.elementHandle(),
    );
    await photo.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Photo shared by Lorna Yabut' });
    await viewer.waitFor();
    expect(describeFindings(await seriousViolations(page))).toBe('');
    // Focus stays in the dialog.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(viewer.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    await expect(photo.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // The author may delete it.
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Post Deleted').waitFor();
    await card.waitFor({ state: 'detached' });
  });
});

describe('in Filipino', () => {
  const catalog = (language: string) =>
    JSON.parse(readFileSync(join(repoRoot, 'frontend-public', 'src', 'i18n', `${language}.json`), 'utf8')) as Record<
      string,
      string
    >;

  it('shows the page, the composer, a post and its comments in Filipino at 360 px, with no English sentence left', async () => {
    const en = catalog('en');
    const fil = catalog('fil');
    const context = await openContext({ viewport: PHONE, locale: 'fil-PH' });
    await offline(context);
    await signIn(context, DEMO_ACCOUNTS.blogger);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/community`);
    await page.getByRole('heading', { level: 1, name: 'Komunidad' }).waitFor();
    expect(await page.getByRole('tablist', { name: 'Mga paksa' }).getByRole('tab').allTextContents()).toEqual([
      'Pinakabago',
      'Trapiko',
      'Pagkain',
      'Presyo ng Gasolina',
    ]);
    await page.getByRole('textbox', { name: 'Ano ang nangyayari sa Pampanga?' }).waitFor();
    const card = page
      .getByTestId('post-card')
      .filter({ has: page.getByRole('button', { name: 'I-report' }) })
      .first();
    await card
      .getByText(/oras ang nakalipas|araw ang nakalipas|Ngayon lang/)
      .first()
      .waitFor();
    await card.getByRole('button', { name: 'Mga Komento' }).click();
    await card.getByRole('textbox', { name: 'Sumulat ng komento' }).waitFor();
    await page
      .getByTestId('stat-value')
      .filter({ hasText: /^[\d,]+$/ })
      .nth(2)
      .waitFor();
    const english = Object.keys(en)
      .filter(
        (id) =>
          id.startsWith('community.') && en[id] !== fil[id] && !en[id].includes('{') && en[id].split(/\s+/).length >= 2,
      )
      .map((id) => en[id]);
    const text = await page.locator('main').innerText();
    expect(english.filter((sentence) => text.includes(sentence))).toEqual([]);
  });
});

describe('top bar and notices', () => {
  it("the top bar's Post button opens /community with the composer focused", async () => {
    const page = await (await newContext(DESKTOP, DEMO_ACCOUNTS.blogger)).newPage();
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Post', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/community#compose`);
    const text = page.getByRole('textbox', { name: "What's happening in Pampanga?" });
    await text.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
  });

  it('a member whose post was removed, then who was suspended, sees why and until when; controls are disabled; Got it marks each seen', async () => {
    const admin = await adminRequest(await newContext(DESKTOP));
    const author = await createMember(admin, uniqueEmail('author'), {
      firstName: 'Rico',
      lastName: 'Dela Cruz',
      role: 'verified_blogger',
    });
    const reporter = await createMember(admin, uniqueEmail('reporter'), {
      firstName: 'Nora',
      lastName: 'Lapid',
      role: 'user',
    });
    const authorRequest = (await newContext(DESKTOP, author.email)).request;
    const reporterRequest = (await newContext(DESKTOP, reporter.email)).request;
    const word = stamp();
    const first = await createPost(authorRequest, `Cheap followers here ${word}`);
    const second = await createPost(authorRequest, `More cheap followers ${word}`);
    const act = async (postId: string, action: string, note: string) => {
      const report = await reporterRequest.post(`${baseUrl()}/api/reports`, {
        data: { postId, reason: 'inappropriate', description: 'Reported post: spam...' },
        headers: origin(),
      });
      expect(report.status()).toBe(201);
      const { id } = (await report.json()) as { id: string };
      const done = await admin.post(`${baseUrl()}/api/reports/${id}/actions`, {
        data: { action, note },
        headers: origin(),
      });
      if (!done.ok()) throw new Error(`POST /api/reports/${id}/actions: ${done.status()} ${await done.text()}`);
    };
    await act(first.id, 'remove_post', 'Selling followers is spam');
    await act(second.id, 'suspend_author', 'Repeated spam');

    const page = await (await newContext(PHONE, author.email)).newPage();
    await page.goto(`${baseUrl()}/community`);
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    const notices = page.getByTestId('member-notices');
    const removed = notices.getByRole('alert').filter({ hasText: 'A moderator removed your post' });
    await removed.getByText(`Your post “Cheap followers here ${word}” is no longer shown in the community.`).waitFor();
    await removed.getByText('Reason: Selling followers is spam').waitFor();
    const suspended = notices.getByRole('alert').filter({ hasText: 'Your account is suspended' });
    await suspended.getByText('Reason: Repeated spam').waitFor();
    await suspended.getByText(/^Until .+ you can read the community/).waitFor();

    await page
      .getByTestId('restriction-notice')
      .getByText('Your account is suspended until', { exact: false })
      .waitFor();
    await expect(page.getByRole('textbox', { name: "What's happening in Pampanga?" }).isDisabled()).resolves.toBe(true);
    const card = page.getByTestId('post-card').filter({ hasNotText: word }).first();
    await card.waitFor();
    await expect(card.getByRole('button', { name: 'Like' }).isDisabled()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: 'Report' }).isDisabled()).resolves.toBe(true);
    await card.getByRole('button', { name: 'Comments' }).click();
    await expect(card.getByRole('textbox', { name: 'Write a comment' }).isDisabled()).resolves.toBe(true);

    const seen = () =>
      page.waitForResponse((response) => /\/api\/user\/notices\/[^/]+\/seen$/.test(new URL(response.url()).pathname));
    const [firstSeen] = await Promise.all([seen(), removed.getByRole('button', { name: 'Got it' }).click()]);
    expect(firstSeen.status()).toBe(204);
    await removed.waitFor({ state: 'detached' });
    // Suspended, and still allowed to dismiss the notice of the suspension.
    const [secondSeen] = await Promise.all([seen(), suspended.getByRole('button', { name: 'Got it' }).click()]);
    expect(secondSeen.status()).toBe(204);
    await notices.waitFor({ state: 'detached' });
    const left = await page.context().request.get(`${baseUrl()}/api/user/notices`);
    expect((await left.json()) as unknown[]).toEqual([]);
    // Seen notices do not come back on the next visit.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('member-notices').count()).resolves.toBe(0);
  });
});
