import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { postFixture } from '../../features/community/community.fixture';
import { reviewsServer } from '../../features/reviews/reviews.fixture';
import { destinationFixture } from '../../test/destinations.fixture';
import { listResponse, renderCatalogApp } from '../../test/catalog-test-kit';
import { userFixture, withSession } from '../../test/auth.fixture';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';

/**
 * Issue 31.4: every list of the public app shows its skeletons until its first answer, and its empty text only once
 * an empty answer has arrived (never while the answer is on its way). One case per list: the page, the request held
 * back, the list's skeletons and its empty text.
 */
const DESTINATION = destinationFixture();

const CASES: ReadonlyArray<{ name: string; path: string; held: string; skeleton: string; empty: string }> = [
  {
    name: 'destinations',
    path: '/destinations',
    held: '/api/destinations',
    skeleton: 'card-skeleton',
    empty: 'No destinations found. Try adjusting your search or filters.',
  },
  {
    name: 'services',
    path: '/services',
    held: '/api/services',
    skeleton: 'card-skeleton',
    empty: 'No services found. Try adjusting your search or filters.',
  },
  {
    name: 'community feed',
    path: '/community',
    held: '/api/posts',
    skeleton: 'post-skeleton',
    empty: 'No posts found',
  },
  {
    name: "coupons' Available Deals",
    path: '/coupons',
    held: '/api/coupons',
    skeleton: 'coupon-skeleton',
    empty: 'No coupons found',
  },
  {
    name: 'My Coupons',
    path: '/coupons?tab=mine',
    held: '/api/user/coupons',
    skeleton: 'coupon-skeleton',
    empty: 'No redeemed coupons',
  },
  {
    name: "home's Community Updates",
    path: '/',
    held: '/api/posts',
    skeleton: 'home-skeleton',
    empty: 'No posts yet. Be the first to share your Pampanga experience!',
  },
  {
    name: "home's deals",
    path: '/',
    held: '/api/coupons',
    skeleton: 'home-skeleton',
    empty: 'No active coupons available at the moment.',
  },
  {
    name: "a destination's Available Coupons",
    path: `/destinations/${DESTINATION.id}`,
    held: '/api/coupons',
    skeleton: 'place-coupon-skeleton',
    empty: 'No coupons found',
  },
];

afterEach(() => {
  jest.restoreAllMocks();
});

/** The API, signed in, answering every list empty (the feed with `posts`); `held`'s answer waits until `release()`. */
function heldApi(held: string, posts: unknown[] = []) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  mockFetch(
    withSession(userFixture(), async (request) => {
      const path = new URL(request.url).pathname;
      if (path === held) {
        await gate;
        return listResponse([]);
      }
      if (path === '/api/posts/stats') return jsonResponse({ activeMembers: 0, todaysPosts: 0, totalPosts: 0 });
      if (path === '/api/coupons/stats')
        return jsonResponse({ availableDeals: 0, claimedByMe: 0, partnerLocations: 0 });
      if (path === `/api/destinations/${DESTINATION.id}`) return jsonResponse(DESTINATION);
      if (path === '/api/posts') return listResponse(posts);
      // A place page's reviews section, as the server answers for a place nobody has reviewed.
      if (path.startsWith('/api/reviews')) return reviewsServer([])(request);
      return listResponse([]);
    }),
  );
  return { release };
}

describe('a list waits for its answer before it says it is empty', () => {
  it.each(CASES)('$name: skeletons while the answer is on its way, then the empty text', async (list) => {
    const api = heldApi(list.held);
    renderCatalogApp(list.path);
    expect((await screen.findAllByTestId(list.skeleton, {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    // Another list of the page may answer meanwhile; this one still waits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(list.empty)).toBeNull();
    expect(screen.queryAllByTestId(list.skeleton).length).toBeGreaterThan(0);

    api.release();
    expect(await screen.findByText(list.empty, {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId(list.skeleton)).toHaveLength(0));
  });

  it("a post's comments: skeletons while they come, then 'No comments yet'", async () => {
    const post = postFixture();
    const api = heldApi(`/api/posts/${post.id}/comments`, [post]);
    renderCatalogApp('/community');
    const article = (await screen.findByText(post.content, {}, { timeout: 10_000 })).closest('article') as HTMLElement;
    fireEvent.click(within(article).getByRole('button', { name: 'Comments' }));
    expect(await within(article).findAllByTestId('comment-skeleton')).toHaveLength(3);
    expect(within(article).queryByText('No comments yet. Start the conversation!')).toBeNull();
    api.release();
    expect(await within(article).findByText('No comments yet. Start the conversation!')).toBeTruthy();
    expect(within(article).queryAllByTestId('comment-skeleton')).toHaveLength(0);
  });
});
