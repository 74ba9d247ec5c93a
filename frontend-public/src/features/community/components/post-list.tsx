import { isApiError } from '@tara/api-client';
import { useT } from '../../../i18n/i18n';
import { EmptyState, LoadError } from '../../../shared/ui/empty-state';
import { ResultsCount } from '../../../shared/lists/catalog-list';
import { flattenPages } from '../../../shared/lists/list-page';
import { useGetPostsInfiniteQuery, type PostListArgs } from '../community.api';
import { PostCard, type Viewer } from './post-card';
import { useListPages } from '../../../shared/lists/use-list-pages';
import './post-list.css';

/** Spec section 9: 3 skeletons on lists. */
export const POST_SKELETONS = 3;

function PostSkeletons({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p className="tp-visually-hidden" role="status">
        {label}
      </p>
      <ul className="tp-posts" aria-hidden="true">
        {Array.from({ length: POST_SKELETONS }, (_, index) => (
          <li key={index} className="tp-post tp-post--skeleton" data-testid="post-skeleton">
            <span className="tp-post__head">
              <span className="tp-post__avatar tp-skeleton" />
              <span className="tp-skeleton tp-skeleton--title" />
            </span>
            <span className="tp-skeleton tp-skeleton--line" />
            <span className="tp-skeleton tp-skeleton--line tp-skeleton--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The feed: skeletons, a load error with Retry, the spec's empty texts, or the posts with 'Load more'. */
export function PostList({
  args,
  viewer,
  shareUrlOf,
}: {
  args: PostListArgs;
  viewer: Viewer;
  shareUrlOf: (id: string) => string;
}) {
  const t = useT();
  const list = useGetPostsInfiniteQuery(args);
  const pages = useListPages(list);
  if (list.isError && !pages) {
    return (
      <LoadError
        title={t('community.loadError')}
        message={isApiError(list.error) ? list.error.message : t('common.tryAgain')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!pages) return <PostSkeletons label={t('community.loading')} />;
  const posts = flattenPages(pages);
  if (posts.length === 0)
    return <EmptyState icon="community" title={t('community.empty.title')} text={t('community.empty.text')} />;
  return (
    <>
      <ResultsCount
        pages={pages}
        shown={posts.length}
        texts={{
          all: (count) => t('community.count', { count }),
          some: (shown, total) => t('community.showing', { shown, total }),
          atLeast: (shown, total) => t('community.showingAtLeast', { shown, total }),
        }}
      />
      <ul className="tp-posts">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} viewer={viewer} shareUrl={shareUrlOf(post.id)} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <div className="tp-load-more">
          <button
            type="button"
            className="tp-button tp-button--ghost"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('catalog.loadingMore') : t('catalog.loadMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}
