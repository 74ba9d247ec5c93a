import {
  generatedApi,
  type CommentResponse,
  type CommunityStatsResponse,
  type NoticeResponse,
  type PostResponse,
  type PostTopic,
  type ReportReason,
} from '@tara/api-client';
import { LIST } from '../../shared/api/api';
import { offsetList, pagesTags } from '../../shared/api/offset-list';
import type { ListPage } from '../../shared/lists/list-page';

/** A post of the feed; `reportedByMe` is what this visit knows (the API does not say it). */
export type Post = PostResponse & { reportedByMe?: boolean };
export type Comment = CommentResponse;
export type CommunityStats = CommunityStatsResponse;
export type MemberNotice = NoticeResponse;
export type { PostTopic };

export interface PostListArgs {
  search?: string;
  topic?: PostTopic;
}

/** One page of the feed ('Load more' asks for the next). */
export const POSTS_PAGE_SIZE = 10;
/** Comments shown when a post's comments open, and per 'More comments'. */
export const COMMENTS_PAGE_SIZE = 20;

/** The report the spec's client sends (section 7): reason 'inappropriate', 'Reported post: ' + 100 characters + '...'. */
export const REPORT_REASON: ReportReason = 'inappropriate';
export function reportDescription(content: string): string {
  return `Reported post: ${Array.from(content).slice(0, 100).join('')}...`;
}

const commentsTag = (postId: string) => ({ type: 'Comment' as const, id: `post:${postId}` });

type PostPatch = (post: Post) => void;

/**
 * The community's endpoints: the feed (an infinite list over limit/offset + X-Total-Count) and the comments written
 * here; the generated ones (stats, create, like, share, report, comments, notices) get their cache tags and cache
 * updates through enhanceEndpoints. Uploads go through XMLHttpRequest (upload progress), see upload-photo.ts.
 */
export const communityApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['Post', 'Comment', 'CommunityStats', 'Notice'],
  endpoints: {
    postsGet: {
      providesTags: (_result, _error, { id }) => [{ type: 'Post' as const, id }],
    },
    postsFigures: {
      providesTags: [{ type: 'CommunityStats' as const, id: 'ALL' }],
    },
    postsCreate: {
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'Post' as const, id: LIST },
              { type: 'CommunityStats' as const, id: 'ALL' },
            ],
    },
    postsRemove: {
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'Post' as const, id: LIST },
              { type: 'CommunityStats' as const, id: 'ALL' },
            ],
    },
    postsLike: {
      // Optimistic (issue 9): the heart and the count change at once, the server's answer settles them, a failure
      // puts them back (the page shows the 'Error' toast).
      async onQueryStarted({ id }, cache) {
        const undo = patchPost(cache, id, (post) => {
          post.likedByMe = !post.likedByMe;
          post.likeCount = Math.max(0, post.likeCount + (post.likedByMe ? 1 : -1));
        });
        try {
          const { data } = await cache.queryFulfilled;
          patchPost(cache, id, (post) => {
            post.likedByMe = data.liked;
            post.likeCount = data.likeCount;
          });
        } catch {
          undo();
        }
      },
    },
    postsShare: {
      async onQueryStarted({ id }, cache) {
        try {
          const { data } = await cache.queryFulfilled;
          patchPost(cache, id, (post) => {
            post.sharedByMe = true;
            post.shareCount = data.shareCount;
          });
        } catch {
          // Counting a share is best effort: the link was shared anyway.
        }
      },
    },
    reportsCreate: {
      async onQueryStarted({ createReportRequest }, cache) {
        // A report of a review (reviewId) is the reviews section's.
        const { postId } = createReportRequest;
        if (!postId) return;
        try {
          await cache.queryFulfilled;
        } catch (failure) {
          // 409: this member reported the post before (another visit): it is reported all the same.
          if ((failure as { error?: { status?: unknown } }).error?.status !== 409) return;
        }
        patchPost(cache, postId, (post) => {
          post.reportedByMe = true;
        });
      },
    },
    postsComment: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [commentsTag(id)]),
      async onQueryStarted({ id }, cache) {
        try {
          await cache.queryFulfilled;
          patchPost(cache, id, (post) => {
            post.commentCount += 1;
          });
        } catch {
          // the form shows the error
        }
      },
    },
    moderationNotices: {
      providesTags: [{ type: 'Notice' as const, id: LIST }],
    },
    moderationSeen: {
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        // The notice goes at once; it comes back if the server did not take note.
        const undo = dispatch(
          communityApi.util.updateQueryData('moderationNotices', undefined, (notices) =>
            notices.filter((notice) => notice.id !== id),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          undo.undo();
        }
      },
    },
  },
});

/** The feed and a post's comments: infinite lists over limit/offset + X-Total-Count. */
export const feedApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    getPosts: build.infiniteQuery<ListPage<Post>, PostListArgs, number>({
      ...offsetList<Post, PostListArgs>('/api/posts', POSTS_PAGE_SIZE, (arg) => ({
        ...(arg.search ? { search: arg.search } : {}),
        ...(arg.topic ? { topic: arg.topic } : {}),
      })),
      providesTags: (result) => pagesTags('Post', result?.pages),
    }),
    getComments: build.infiniteQuery<ListPage<Comment>, string, number>({
      ...offsetList<Comment, string>(
        (postId) => `/api/posts/${encodeURIComponent(postId)}/comments`,
        COMMENTS_PAGE_SIZE,
      ),
      // Comments come and go with their post: short-lived in the cache.
      keepUnusedDataFor: 60,
      providesTags: (_result, _error, postId) => [commentsTag(postId)],
    }),
  }),
});

/** Deleting a comment: the comment list refetches and the post's count goes down by one. */
export const commentsApi = feedApi.injectEndpoints({
  endpoints: (build) => ({
    deleteComment: build.mutation<void, { id: string; postId: string }>({
      query: ({ id }) => ({ url: `/api/comments/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { postId }) => (error ? [] : [commentsTag(postId)]),
      async onQueryStarted({ postId }, cache) {
        try {
          await cache.queryFulfilled;
          patchPost(cache, postId, (post) => {
            post.commentCount = Math.max(0, post.commentCount - 1);
          });
        } catch {
          // the list shows the error
        }
      },
    }),
  }),
});

/** What patchPost needs of a query's lifecycle (onQueryStarted's second argument). */
interface CacheAccess {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
}

/**
 * Applies a change to every cached copy of a post: the feed's pages (any tab or search) and any other list of posts
 * (the home's Community Updates, a single post). Returns a function that undoes it.
 */
function patchPost(cache: CacheAccess, id: string, patch: PostPatch): () => void {
  const state = cache.getState() as Parameters<typeof communityApi.util.selectInvalidatedBy>[0];
  const undos: Array<() => void> = [];
  for (const { endpointName, originalArgs } of communityApi.util.selectInvalidatedBy(state, [{ type: 'Post', id }])) {
    const update = communityApi.util.updateQueryData as unknown as (
      endpoint: string,
      args: unknown,
      recipe: (draft: unknown) => void,
    ) => unknown;
    const result = cache.dispatch(
      update(endpointName, originalArgs, (draft) => {
        for (const post of postsIn(draft)) if (post.id === id) patch(post);
      }),
    ) as { undo: () => void };
    undos.push(() => result.undo());
  }
  return () => undos.forEach((undo) => undo());
}

/** The posts in a cached answer: an infinite list's pages, a list, or one post. */
function postsIn(draft: unknown): Post[] {
  if (Array.isArray(draft)) return draft as Post[];
  if (draft && typeof draft === 'object') {
    const pages = (draft as { pages?: Array<{ items?: Post[] }> }).pages;
    if (Array.isArray(pages)) return pages.flatMap((page) => page.items ?? []);
    if ('id' in draft && 'likeCount' in draft) return [draft as Post];
  }
  return [];
}

export const { useGetPostsInfiniteQuery, useGetCommentsInfiniteQuery } = feedApi;
export const { useDeleteCommentMutation } = commentsApi;
export const usePostsGetQuery = communityApi.endpoints.postsGet.useQuery;
export const usePostsFiguresQuery = communityApi.endpoints.postsFigures.useQuery;
export const usePostsCreateMutation = communityApi.endpoints.postsCreate.useMutation;
export const usePostsRemoveMutation = communityApi.endpoints.postsRemove.useMutation;
export const usePostsLikeMutation = communityApi.endpoints.postsLike.useMutation;
export const usePostsShareMutation = communityApi.endpoints.postsShare.useMutation;
export const useReportsCreateMutation = communityApi.endpoints.reportsCreate.useMutation;
export const usePostsCommentMutation = communityApi.endpoints.postsComment.useMutation;
export const useModerationNoticesQuery = communityApi.endpoints.moderationNotices.useQuery;
export const useModerationSeenMutation = communityApi.endpoints.moderationSeen.useMutation;
