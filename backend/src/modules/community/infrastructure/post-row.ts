import type { PostStatus } from '../domain/post.js';
import type { PostView } from '../application/ports/post.repository.js';
import { authorOf, type AuthorColumns } from './community-sql.js';

/** A post as post-sql.ts's statements answer it (POST_COLUMNS_SQL, the viewer's columns and the sort key). */
export interface PostRow extends AuthorColumns {
  id: string;
  content: string;
  locationName: string | null;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  createdAt: Date;
  imageId: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  thumbnailWidth: number | null;
  thumbnailHeight: number | null;
  likedByMe: boolean;
  sharedByMe: boolean;
  status: PostStatus;
  removedReason: string | null;
  sortKey: string;
}

export function toView(row: PostRow): PostView {
  return {
    id: row.id,
    content: row.content,
    locationName: row.locationName,
    image:
      row.imageId === null
        ? null
        : {
            id: row.imageId,
            width: row.imageWidth as number,
            height: row.imageHeight as number,
            thumbnailWidth: row.thumbnailWidth as number,
            thumbnailHeight: row.thumbnailHeight as number,
          },
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    shareCount: row.shareCount,
    createdAt: row.createdAt,
    author: authorOf(row),
    likedByMe: row.likedByMe,
    sharedByMe: row.sharedByMe,
    status: row.status,
    removedReason: row.removedReason,
  };
}
