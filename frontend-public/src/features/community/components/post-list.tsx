import { useT } from '../../../i18n/i18n';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PagedList } from '../../../shared/lists/paged-list';
import { SkeletonList } from '../../../shared/lists/skeleton-list';
import { useGetPostsInfiniteQuery, type PostListArgs } from '../community.api';
import { PostCard, type Viewer } from './post-card';
import './post-list.css';

/** Spec section 9: 3 skeletons on lists. */
export const POST_SKELETONS = 3;

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
  return (
    <PagedList
      list={list}
      skeletons={
        <SkeletonList
          count={POST_SKELETONS}
          label={t('community.loading')}
          listClassName="tp-posts"
          itemClassName="tp-post tp-post--skeleton"
          testId="post-skeleton"
        >
          <span className="tp-post__head">
            <span className="tp-post__avatar tp-skeleton" />
            <span className="tp-skeleton tp-skeleton--title" />
          </span>
          <span className="tp-skeleton tp-skeleton--line" />
          <span className="tp-skeleton tp-skeleton--line tp-skeleton--short" />
        </SkeletonList>
      }
      loadError={t('community.loadError')}
      empty={<EmptyState icon="community" title={t('community.empty.title')} text={t('community.empty.text')} />}
      count={{
        all: (count) => t('community.count', { count }),
        some: (shown, total) => t('community.showing', { shown, total }),
        atLeast: (shown, total) => t('community.showingAtLeast', { shown, total }),
      }}
    >
      {(posts) => (
        <ul className="tp-posts">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} viewer={viewer} shareUrl={shareUrlOf(post.id)} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
