import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listResponse, renderCatalogApp } from '../test/catalog-test-kit';
import type { CurrentUser } from '../features/auth/auth.api';
import { commentFixture, noticeFixture, postFixture } from '../features/community/community.fixture';
import type { Post } from '../features/community/community.api';
import { splitLinks } from '../features/community/post-text';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../test/fetch-mock';

afterEach(() => {
  jest.restoreAllMocks();
});

const blogger = userFixture({
  id: 'b0000000-0000-4000-8000-00000000000b',
  firstName: 'Paolo',
  lastName: 'Gutierrez',
  role: 'verified_blogger',
});
const member = userFixture({
  id: 'd0000000-0000-4000-8000-00000000000d',
  firstName: 'Liza',
  lastName: 'Manalo',
  role: 'user',
});
const STATS = { activeMembers: 42, todaysPosts: 5, totalPosts: 318 };

type Handler = (request: Request, url: URL) => Response | Promise<Response | undefined> | undefined;

/** The API of /community: stats, notices (none), the feed from `posts`, and whatever `extra` answers first. */
function communityApi({
  user = member,
  posts = [postFixture()],
  total,
  extra,
}: { user?: CurrentUser; posts?: Post[]; total?: number; extra?: Handler } = {}) {
  return mockFetch(
    withSession(user, async (request) => {
      const url = new URL(request.url);
      const answer = await extra?.(request, url);
      if (answer) return answer;
      if (url.pathname === '/api/posts/stats') return jsonResponse(STATS);
      if (url.pathname === '/api/user/notices') return jsonResponse([]);
      if (url.pathname === '/api/posts' && request.method === 'GET') return listResponse(posts, total ?? posts.length);
      return new Response(null, { status: 404 });
    }),
  );
}

const requests = (fetch: ReturnType<typeof mockFetch>, path: string, method = 'GET') =>
  requestsOf(fetch).filter((request) => new URL(request.url).pathname === path && request.method === method);

const card = async (text: string | RegExp) => (await screen.findByText(text)).closest('article') as HTMLElement;

describe('/community: the feed', () => {
  it("shows 'Community', live stat cards, 3 skeletons while loading and the posts: author, age, location, counts", async () => {
    let respond: (response: Response) => void = () => undefined;
    communityApi({
      extra: (request, url) =>
        url.pathname === '/api/posts' ? new Promise<Response>((resolve) => (respond = resolve)) : undefined,
    });
    renderCatalogApp('/community');

    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeTruthy();
    expect(await screen.findAllByTestId('post-skeleton')).toHaveLength(3);
    const stats = await screen.findByRole('list', { name: 'Community figures' });
    await waitFor(() =>
      expect(
        within(stats)
          .getAllByTestId('stat-value')
          .map((value) => value.textContent),
      ).toEqual(['42', '5', '318']),
    );
    expect(within(stats).getByText('Active Members')).toBeTruthy();
    expect(within(stats).getByText("Today's Posts")).toBeTruthy();
    expect(within(stats).getByText('Total Posts')).toBeTruthy();

    await act(async () =>
      respond(
        listResponse([
          postFixture(),
          postFixture({
            id: 'a2',
            content: 'Sisig at Aling Lucing',
            author: { id: 'x', displayName: '' },
            createdAt: new Date().toISOString(),
            locationName: null,
            likeCount: 1,
            commentCount: 0,
            shareCount: 2,
          }),
        ]),
      ),
    );
    const first = await card('Light traffic on NLEX northbound near the San Fernando exit.');
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Paolo Gutierrez');
    expect(within(first).getByText('3h ago')).toBeTruthy();
    expect(within(first).getByText('NLEX, San Fernando')).toBeTruthy();
    expect(within(first).getByTestId('post-counts').textContent).toBe('3 likes · 1 comment · 0 shares');
    const second = screen.getAllByTestId('post-card')[1];
    expect(within(second).getByRole('heading', { level: 3 }).textContent).toBe('Anonymous User');
    expect(within(second).getByText('Just now')).toBeTruthy();
    expect(within(second).getByTestId('post-counts').textContent).toBe('1 like · 0 comments · 2 shares');
    expect(document.title).toBe('Community — Tara Pampanga');
  });

  it("shows the spec's empty texts", async () => {
    communityApi({ posts: [] });
    renderCatalogApp('/community');
    expect(await screen.findByRole('heading', { name: 'No posts found' })).toBeTruthy();
    expect(screen.getByText('Be the first to share something with the community!')).toBeTruthy();
  });

  it("pages with limit/offset and X-Total-Count: 'Load more' asks for the next page and hides at the end", async () => {
    const page1 = Array.from({ length: 10 }, (_, index) =>
      postFixture({ id: `p${index}`, content: `Post number ${index}` }),
    );
    const page2 = [postFixture({ id: 'p10', content: 'Post number 10' })];
    const fetch = communityApi({
      extra: (_request, url) =>
        url.pathname === '/api/posts'
          ? listResponse(url.searchParams.get('offset') === '10' ? page2 : page1, 11)
          : undefined,
    });
    renderCatalogApp('/community');
    await screen.findByText('Post number 9');
    expect(screen.getByText('Showing 10 of 11 posts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Post number 10');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('11 posts')).toBeTruthy();
    const urls = requests(fetch, '/api/posts').map((request) => new URL(request.url).searchParams.toString());
    expect(urls).toEqual(['limit=10&offset=0', 'limit=10&offset=10']);
  });

  it("says 'Showing 10 of 1,000+ posts' when the server stopped counting (X-Total-Count-Capped), and keeps loading more", async () => {
    const page1 = Array.from({ length: 10 }, (_, index) =>
      postFixture({ id: `p${index}`, content: `Post number ${index}` }),
    );
    communityApi({
      extra: (_request, url) =>
        url.pathname === '/api/posts' ? listResponse(page1, 1000, { capped: true }) : undefined,
    });
    renderCatalogApp('/community');
    await screen.findByText('Post number 9');
    expect(screen.getByText('Showing 10 of 1,000+ posts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('renders the text as text with only http(s) links clickable, and a sized, lazy photo that opens larger', async () => {
    const image = {
      id: 'f1',
      url: '/api/images/f1.webp',
      width: 1600,
      height: 1200,
      thumbnailUrl: '/api/images/f1-thumb.webp',
      thumbnailWidth: 480,
      thumbnailHeight: 360,
    };
    communityApi({
      posts: [
        postFixture({
          content: 'Menu at https://example.com/sisig. Not javascript:alert(1) nor <b>bold</b>',
          image,
          imageUrl: image.url,
        }),
      ],
    });
    renderCatalogApp('/community');
    const post = await card(/Menu at/);
    const links = within(post).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['https://example.com/sisig', 'https://example.com/sisig', 'noopener nofollow noreferrer ugc'],
    ]);
    expect(post.querySelector('b')).toBeNull();
    expect(within(post).getByText(/nor <b>bold<\/b>/)).toBeTruthy();

    const photo = within(post).getByRole('button', { name: 'Enlarge the photo by Paolo Gutierrez' });
    const img = photo.querySelector('img')!;
    expect([img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      'lazy',
      '1600',
      '1200',
    ]);
    photo.focus();
    fireEvent.click(photo);
    const dialog = await screen.findByRole('dialog', { name: 'Photo shared by Paolo Gutierrez' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/api/images/f1.webp');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(photo);
  });

  it('shows a shared post (?post={id}) above the feed, and tells the author when a post is under review or removed', async () => {
    const shared = postFixture({ id: 'a0000000-0000-4000-8000-0000000000aa', content: 'Shared: Petron Dau at ₱62.45' });
    communityApi({
      user: blogger,
      posts: [
        postFixture({ id: 'r1', content: 'Reported a lot', status: 'under_review' }),
        postFixture({ id: 'r2', content: 'Taken down', status: 'removed', removedReason: 'Spam links' }),
      ],
      extra: (_request, url) => (url.pathname === `/api/posts/${shared.id}` ? jsonResponse(shared) : undefined),
    });
    renderCatalogApp(`/community?post=${shared.id}`);
    const region = await screen.findByRole('region', { name: 'Shared post' });
    expect(await within(region).findByText('Shared: Petron Dau at ₱62.45')).toBeTruthy();
    const review = await card('Reported a lot');
    expect(within(review).getByText(/^Under review: members reported this post/)).toBeTruthy();
    const removed = await card('Taken down');
    expect(within(removed).getByText('A moderator removed this post: Spam links. Only you can see it.')).toBeTruthy();
  });

  it('keeps only http(s) addresses as links', () => {
    expect(splitLinks('a http://x.ph/b, ftp://y.ph c')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'link', text: 'http://x.ph/b', href: 'http://x.ph/b' },
      { kind: 'text', text: ', ftp://y.ph c' },
    ]);
  });
});

describe('/community: tabs and search', () => {
  it('?filter=traffic (the home quick link) selects Traffic and asks the server for topic=traffic; the tabs switch topics', async () => {
    const fetch = communityApi();
    const app = renderCatalogApp('/community?filter=traffic');
    const tabs = within(await screen.findByRole('tablist', { name: 'Topics' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Recent', 'Traffic', 'Food', 'Gas Prices']);
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    await screen.findAllByTestId('post-card');
    expect(new URL(requests(fetch, '/api/posts')[0].url).searchParams.get('topic')).toBe('traffic');

    fireEvent.click(screen.getByRole('tab', { name: 'Gas Prices' }));
    await waitFor(() => expect(app.search().get('filter')).toBe('gas'));
    await waitFor(() =>
      expect(requests(fetch, '/api/posts').some((r) => new URL(r.url).searchParams.get('topic') === 'gas')).toBe(true),
    );
    // Arrow keys move between tabs (WAI-ARIA tabs).
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Gas Prices' }), { key: 'ArrowRight' });
    await waitFor(() => expect(app.search().get('filter')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Recent' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the search in the URL (?search=) and sends it to the server', async () => {
    const fetch = communityApi();
    const app = renderCatalogApp('/community');
    const box = await screen.findByRole('searchbox', { name: 'Search posts' });
    fireEvent.change(box, { target: { value: 'sisig' } });
    await waitFor(() => expect(app.search().get('search')).toBe('sisig'));
    await waitFor(() =>
      expect(requests(fetch, '/api/posts').some((r) => new URL(r.url).searchParams.get('search') === 'sisig')).toBe(
        true,
      ),
    );
  });
});

describe('/community: like, report, comments, share, delete', () => {
  it('likes at once (optimistic) and rolls back with the Error toast when the server fails', async () => {
    let fail: (response: Response) => void = () => undefined;
    const fetch = communityApi({
      extra: (request, url) =>
        url.pathname.endsWith('/like') ? new Promise<Response>((resolve) => (fail = resolve)) : undefined,
    });
    renderCatalogApp('/community');
    const post = await card(/Light traffic/);
    const like = within(post).getByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(within(post).getByTestId('post-counts').textContent).toMatch(/^4 likes/);
    expect(requests(fetch, `/api/posts/${postFixture().id}/like`, 'POST')).toHaveLength(1);

    await act(async () => fail(jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, { status: 500 })));
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    expect(within(post).getByTestId('post-counts').textContent).toMatch(/^3 likes/);
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeTruthy();
  });

  it("settles a like on the server's answer", async () => {
    communityApi({
      extra: (_r, url) => (url.pathname.endsWith('/like') ? jsonResponse({ liked: true, likeCount: 10 }) : undefined),
    });
    renderCatalogApp('/community');
    const post = await card(/Light traffic/);
    fireEvent.click(within(post).getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(within(post).getByTestId('post-counts').textContent).toMatch(/^10 likes/));
  });

  it("reports after a confirmation with the spec's body, says 'Report Submitted' and shows the post as reported", async () => {
    const long = 'x'.repeat(150);
    const fetch = communityApi({
      posts: [postFixture({ content: long })],
      extra: (request, url) =>
        url.pathname === '/api/reports' ? jsonResponse({ id: 'r1' }, { status: 201 }) : undefined,
    });
    renderCatalogApp('/community');
    const post = (await screen.findAllByTestId('post-card'))[0];
    fireEvent.click(within(post).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Report Submitted')).toBeTruthy();
    expect(screen.getByText("Thank you for reporting this content. We'll review it soon.")).toBeTruthy();
    await waitFor(() => expect(within(post).getByTestId('post-reported').textContent).toBe('Reported'));
    expect(within(post).queryByRole('button', { name: 'Report' })).toBeNull();
    const [report] = requests(fetch, '/api/reports', 'POST');
    expect(await report.json()).toEqual({
      postId: postFixture().id,
      reason: 'inappropriate',
      description: `Reported post: ${'x'.repeat(100)}...`,
    });
  });

  it('treats 409 (reported on another visit) as reported', async () => {
    communityApi({
      extra: (_request, url) =>
        url.pathname === '/api/reports'
          ? jsonResponse({ statusCode: 409, code: 'POST_ALREADY_REPORTED', message: 'Already' }, { status: 409 })
          : undefined,
    });
    renderCatalogApp('/community');
    const post = await card(/Light traffic/);
    fireEvent.click(within(post).getByRole('button', { name: 'Report' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Already Reported')).toBeTruthy();
    await within(post).findByTestId('post-reported');
  });

  it('opens the comments, adds one (1..1000 characters) and deletes your own', async () => {
    const sent: unknown[] = [];
    let comments = [
      commentFixture({ author: { id: 'someone-else', displayName: 'Ramon Lacson' } }),
      commentFixture({ id: 'c2', content: 'Mine', author: { id: member.id, displayName: 'Liza Manalo' } }),
    ];
    const fetch = communityApi({
      extra: async (request, url) => {
        if (url.pathname === `/api/posts/${postFixture().id}/comments`) {
          if (request.method === 'GET') return listResponse(comments);
          const body = (await request.json()) as { content: string };
          sent.push(body);
          const created = commentFixture({
            id: 'c3',
            content: body.content,
            author: { id: member.id, displayName: 'Liza Manalo' },
          });
          comments = [...comments, created];
          return jsonResponse(created, { status: 201 });
        }
        if (url.pathname === '/api/comments/c2' && request.method === 'DELETE') {
          comments = comments.filter((comment) => comment.id !== 'c2');
          return new Response(null, { status: 204 });
        }
        return undefined;
      },
    });
    renderCatalogApp('/community');
    const post = await card(/Light traffic/);
    const toggle = within(post).getByRole('button', { name: 'Comments' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await within(post).findByText('Salamat! Heading to Clark this afternoon.')).toBeTruthy();
    expect(within(post).getAllByRole('button', { name: /^Delete the comment by/ })).toHaveLength(1);

    const field = within(post).getByRole('textbox', { name: 'Write a comment' });
    const send = within(post).getByRole('button', { name: 'Comment' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'y'.repeat(1001) } });
    expect(send.disabled).toBe(true);
    expect(within(post).getByText('1001/1000')).toBeTruthy();
    fireEvent.change(field, { target: { value: '  See you at the toll plaza  ' } });
    fireEvent.click(send);
    expect(await within(post).findByText('See you at the toll plaza')).toBeTruthy();
    expect(sent).toEqual([{ content: 'See you at the toll plaza' }]);
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    await waitFor(() => expect(within(post).getByTestId('post-counts').textContent).toContain('2 comments'));

    fireEvent.click(within(post).getAllByRole('button', { name: 'Delete the comment by Liza Manalo' })[0]);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this comment?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(within(post).queryByText('Mine')).toBeNull());
    expect(requests(fetch, '/api/comments/c2', 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(within(post).getByTestId('post-counts').textContent).toContain('1 comment'));
  });

  it('lets the author delete their own post (after a confirmation) and nobody report it', async () => {
    const fetch = communityApi({
      user: blogger,
      extra: (request, url) =>
        request.method === 'DELETE' && url.pathname === `/api/posts/${postFixture().id}`
          ? new Response(null, { status: 204 })
          : undefined,
    });
    renderCatalogApp('/community');
    const post = await card(/Light traffic/);
    expect(within(post).queryByRole('button', { name: 'Report' })).toBeNull();
    fireEvent.click(within(post).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this post?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Post Deleted')).toBeTruthy();
    expect(requests(fetch, `/api/posts/${postFixture().id}`, 'DELETE')).toHaveLength(1);
    // The feed and the stat cards refresh.
    await waitFor(() => expect(requests(fetch, '/api/posts').length).toBe(2));
    await waitFor(() => expect(requests(fetch, '/api/posts/stats').length).toBe(2));
  });

  it("shares through the service page's share menu and counts the share", async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetch = communityApi({
      extra: (_request, url) =>
        url.pathname.endsWith('/share') ? jsonResponse({ counted: true, shareCount: 1 }) : undefined,
    });
    renderCatalogApp('/community');
    const post = await card(/Light traffic/);
    fireEvent.click(within(post).getByRole('button', { name: 'Share the post by Paolo Gutierrez' }));
    fireEvent.click(await within(post).findByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Link Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`http://localhost/community?post=${postFixture().id}`);
    await waitFor(() => expect(within(post).getByTestId('post-counts').textContent).toContain('1 share'));
    expect(requests(fetch, `/api/posts/${postFixture().id}/share`, 'POST')).toHaveLength(1);
  });
});

/**
 * A photo as the file input hands it over. Node's Blob (from Node's Response, as the test environment's FormData is
 * Node's) with a name: what the composer reads of a File.
 */
async function photoFile(name: string, type: string, size = 3): Promise<File> {
  const blob = await new Response(new Uint8Array(size), { headers: { 'content-type': type } }).blob();
  return Object.assign(blob, { name, lastModified: 0 }) as unknown as File;
}

/** A stand-in for XMLHttpRequest: the test decides when the upload progresses and ends. */
/** The photo's upload request, once it went (its code loads first). */
async function uploadStarted(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  return FakeXhr.last!;
}

class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  body: unknown = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('/community: the composer', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    Object.defineProperty(window, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
  });

  it("shows the spec's sentence instead of the composer to roles that may not post", async () => {
    communityApi({ user: member });
    renderCatalogApp('/community');
    expect((await screen.findByTestId('composer-gate')).textContent).toBe(
      'Only admins, moderators, editors, and verified bloggers can create posts.',
    );
    expect(screen.queryByTestId('composer')).toBeNull();
  });

  it("posts text, a location and a photo with upload progress: 'Posting...', 'Post Created', then everything clears", async () => {
    let respondPost: (response: Response) => void = () => undefined;
    const fetch = communityApi({
      user: blogger,
      extra: (request, url) =>
        url.pathname === '/api/posts' && request.method === 'POST'
          ? new Promise<Response>((resolve) => (respondPost = resolve))
          : undefined,
    });
    renderCatalogApp('/community');
    const composer = await screen.findByTestId('composer');
    const text = within(composer).getByRole('textbox', {
      name: "What's happening in Pampanga?",
    }) as HTMLTextAreaElement;
    expect(text.rows).toBe(3);
    const post = within(composer).getByRole('button', { name: 'Post' }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    fireEvent.change(text, { target: { value: '   ' } });
    expect(post.disabled).toBe(true);

    fireEvent.change(text, { target: { value: '  Petron Dau: ₱62.45 today  ' } });
    expect(within(composer).queryByRole('textbox', { name: 'Location' })).toBeNull();
    fireEvent.click(within(composer).getByRole('button', { name: 'Location' }));
    fireEvent.change(within(composer).getByRole('textbox', { name: 'Location' }), {
      target: { value: ' Dau, Mabalacat ' },
    });

    const input = within(composer).getByLabelText('Photo') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    const file = await photoFile('pump.png', 'image/png');
    fireEvent.change(input, { target: { files: [file] } });
    // The upload's code comes with the first photo (feed-later.ts): the request goes once it is there.
    const xhr = await uploadStarted();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/uploads']);
    expect((xhr.body as FormData).get('file')).toBeTruthy();
    expect(within(composer).getByTestId('photo-preview').querySelector('img')!.getAttribute('src')).toBe(
      'blob:preview',
    );
    expect(post.disabled).toBe(true); // until the photo is stored
    act(() => xhr.progress(45, 100));
    expect((within(composer).getByRole('progressbar') as HTMLProgressElement).value).toBe(45);
    expect(within(composer).getByText('Uploading photo… 45%')).toBeTruthy();
    act(() =>
      xhr.respond(201, {
        id: '11111111-2222-4333-8444-555555555555',
        url: '/api/images/x.webp',
        width: 10,
        height: 10,
        thumbnailUrl: '/t',
        thumbnailWidth: 10,
        thumbnailHeight: 10,
      }),
    );
    expect(await within(composer).findByText('Photo ready')).toBeTruthy();

    fireEvent.click(post);
    expect(await within(composer).findByRole('button', { name: 'Posting...' })).toBeTruthy();
    const [request] = requests(fetch, '/api/posts', 'POST');
    expect(await request.json()).toEqual({
      content: 'Petron Dau: ₱62.45 today',
      locationName: 'Dau, Mabalacat',
      imageId: '11111111-2222-4333-8444-555555555555',
    });
    await act(async () =>
      respondPost(jsonResponse(postFixture({ content: 'Petron Dau: ₱62.45 today' }), { status: 201 })),
    );
    expect(await screen.findByText('Post Created')).toBeTruthy();
    expect(screen.getByText('Your post has been shared with the community!')).toBeTruthy();
    await waitFor(() => expect(text.value).toBe(''));
    expect(within(composer).queryByRole('textbox', { name: 'Location' })).toBeNull();
    expect(within(composer).queryByTestId('photo-preview')).toBeNull();
    // The feed refreshes.
    await waitFor(() => expect(requests(fetch, '/api/posts').length).toBe(2));
  });

  it('removes a photo (stopping its upload) and refuses files over 10 MB before sending them', async () => {
    communityApi({ user: blogger });
    renderCatalogApp('/community');
    const composer = await screen.findByTestId('composer');
    const input = within(composer).getByLabelText('Photo') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [await photoFile('a.jpg', 'image/jpeg')] } });
    const aborted = jest.spyOn(await uploadStarted(), 'abort');
    fireEvent.click(within(composer).getByRole('button', { name: 'Remove photo' }));
    expect(aborted).toHaveBeenCalled();
    expect(within(composer).queryByTestId('photo-preview')).toBeNull();

    // Removed before the upload's code is there: no request goes.
    FakeXhr.last = null;
    fireEvent.change(input, { target: { files: [await photoFile('b.jpg', 'image/jpeg')] } });
    fireEvent.click(within(composer).getByRole('button', { name: 'Remove photo' }));
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 20))));
    expect(FakeXhr.last).toBeNull();
    expect(within(composer).queryByTestId('photo-preview')).toBeNull();

    FakeXhr.last = null;
    const big = await photoFile('big.jpg', 'image/jpeg', 11 * 1024 * 1024);
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The photo is larger than 10 MB. Choose a smaller one.')).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
  });

  it('the top bar Post button (/community#compose) focuses the composer', async () => {
    communityApi({ user: blogger });
    renderCatalogApp('/community#compose');
    const text = await screen.findByRole('textbox', { name: "What's happening in Pampanga?" });
    await waitFor(() => expect(document.activeElement).toBe(text));
  });
});

describe('member notices (issue 10, point 3)', () => {
  it('shows a suspension with its reason and end, disables composer, like, comment and report, and marks it seen on dismissal', async () => {
    const suspended = userFixture({ ...blogger, isSuspended: true, suspendedUntil: '2099-12-01T04:00:00.000Z' });
    const fetch = communityApi({
      user: suspended,
      extra: (request, url) => {
        if (url.pathname === '/api/user/notices') return jsonResponse([noticeFixture()]);
        if (url.pathname.endsWith('/seen')) return new Response(null, { status: 204 });
        return undefined;
      },
      posts: [postFixture({ author: { id: 'someone-else', displayName: 'Ana Mendoza' } })],
    });
    renderCatalogApp('/community');
    const notices = await screen.findByTestId('member-notices');
    expect(within(notices).getByRole('heading', { name: 'Your account is suspended' })).toBeTruthy();
    expect(within(notices).getByText('Reason: Spam in several posts')).toBeTruthy();
    expect(within(notices).getByText(/^Until Dec 1, 2026/)).toBeTruthy();
    expect((await screen.findByTestId('restriction-notice')).textContent).toMatch(
      /^Your account is suspended until Dec 1, 2099/,
    );

    const composerText = within(screen.getByTestId('composer')).getByRole('textbox', {
      name: "What's happening in Pampanga?",
    }) as HTMLTextAreaElement;
    expect(composerText.disabled).toBe(true);
    const post = await card(/Light traffic/);
    expect((within(post).getByRole('button', { name: 'Like' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(post).getByRole('button', { name: 'Report' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(notices).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByTestId('member-notices')).toBeNull());
    expect(requests(fetch, `/api/user/notices/${noticeFixture().id}/seen`, 'POST')).toHaveLength(1);
  });

  it('tells the author which post was removed and why', async () => {
    communityApi({
      extra: (_request, url) =>
        url.pathname === '/api/user/notices'
          ? jsonResponse([
              noticeFixture({ kind: 'post_removed', postExcerpt: 'Buy followers here', reason: 'Spam', until: null }),
            ])
          : undefined,
    });
    renderCatalogApp('/');
    const notices = await screen.findByTestId('member-notices');
    expect(within(notices).getByRole('heading', { name: 'A moderator removed your post' })).toBeTruthy();
    expect(
      within(notices).getByText('Your post “Buy followers here” is no longer shown in the community.'),
    ).toBeTruthy();
    expect(within(notices).getByText('Reason: Spam')).toBeTruthy();
  });
});
