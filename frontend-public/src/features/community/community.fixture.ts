import type { CommentResponse, NoticeResponse } from '@tara/api-client';
import type { Post } from './community.api';

const HOUR = 3_600_000;

/** A post as GET /api/posts answers it (a blogger's NLEX traffic update unless overridden). */
export function postFixture(overrides: Partial<Post> = {}): Post {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    content: 'Light traffic on NLEX northbound near the San Fernando exit.',
    imageUrl: null,
    image: null,
    locationName: 'NLEX, San Fernando',
    likeCount: 3,
    commentCount: 1,
    shareCount: 0,
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    author: { id: 'b0000000-0000-4000-8000-00000000000b', displayName: 'Paolo Gutierrez' },
    likedByMe: false,
    sharedByMe: false,
    status: 'visible',
    removedReason: null,
    ...overrides,
  };
}

export function commentFixture(overrides: Partial<CommentResponse> = {}): CommentResponse {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    postId: 'a0000000-0000-4000-8000-000000000001',
    content: 'Salamat! Heading to Clark this afternoon.',
    createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    author: { id: 'd0000000-0000-4000-8000-00000000000d', displayName: 'Liza Manalo' },
    ...overrides,
  };
}

export function noticeFixture(overrides: Partial<NoticeResponse> = {}): NoticeResponse {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    kind: 'suspended',
    reason: 'Spam in several posts',
    postExcerpt: null,
    until: '2026-12-01T04:00:00.000Z',
    createdAt: '2026-11-24T04:00:00.000Z',
    ...overrides,
  };
}
