import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CommentView } from '../../application/ports/comment.repository.js';
import type { CommunityStats } from '../../application/ports/community-stats.reader.js';
import type { PostView } from '../../application/ports/post.repository.js';
import type { StoredImageInfo } from '../../application/ports/image.store.js';
import { displayName, PostStatus } from '../../domain/post.js';

export const imageUrl = (id: string) => `/api/images/${id}.webp`;
export const thumbnailUrl = (id: string) => `/api/images/${id}-thumb.webp`;

/** A photo: its URLs and sizes, so that the page reserves its space before it loads (no layout shift). */
export class ImageResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '/api/images/3f0c…webp', description: 'WebP, at most 1,600 px on the long side' })
  url: string;

  @ApiProperty({ example: 1600 })
  width: number;

  @ApiProperty({ example: 1200 })
  height: number;

  @ApiProperty({ example: '/api/images/3f0c…-thumb.webp', description: 'WebP, at most 480 px on the long side' })
  thumbnailUrl: string;

  @ApiProperty({ example: 480 })
  thumbnailWidth: number;

  @ApiProperty({ example: 360 })
  thumbnailHeight: number;

  static from(image: StoredImageInfo): ImageResponse {
    return Object.assign(new ImageResponse(), {
      id: image.id,
      url: imageUrl(image.id),
      width: image.width,
      height: image.height,
      thumbnailUrl: thumbnailUrl(image.id),
      thumbnailWidth: image.thumbnailWidth,
      thumbnailHeight: image.thumbnailHeight,
    });
  }
}

export class AuthorResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Maria Santos', description: "First and last name, else 'Anonymous User'" })
  displayName: string;

  static from(author: { id: string; firstName: string | null; lastName: string | null }): AuthorResponse {
    return Object.assign(new AuthorResponse(), {
      id: author.id,
      displayName: displayName(author.firstName, author.lastName),
    });
  }
}

export class PostResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Light traffic on NLEX northbound near San Fernando exit.' })
  content: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/images/3f0c…webp',
    description: 'The photo (image.url), or null',
  })
  imageUrl: string | null;

  @ApiPropertyOptional({ type: ImageResponse, nullable: true })
  image: ImageResponse | null;

  @ApiProperty({ type: String, nullable: true, example: 'San Fernando, Pampanga' })
  locationName: string | null;

  @ApiProperty({ example: 12 })
  likeCount: number;

  @ApiProperty({ example: 3 })
  commentCount: number;

  @ApiProperty({ example: 1 })
  shareCount: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: AuthorResponse })
  author: AuthorResponse;

  @ApiProperty({ description: 'Whether the caller likes this post' })
  likedByMe: boolean;

  @ApiProperty({ description: 'Whether the caller has shared this post' })
  sharedByMe: boolean;

  @ApiProperty({
    enum: PostStatus,
    enumName: 'PostStatus',
    description:
      "visible; under_review (hidden from the feed after members' reports, until a moderator decides) or removed: only the author sees those",
  })
  status: PostStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "Why a moderator removed the post (the author's view)",
    example: null,
  })
  removedReason: string | null;

  static from(view: PostView): PostResponse {
    return Object.assign(new PostResponse(), {
      id: view.id,
      content: view.content,
      imageUrl: view.image ? imageUrl(view.image.id) : null,
      image: view.image ? ImageResponse.from(view.image) : null,
      locationName: view.locationName,
      likeCount: view.likeCount,
      commentCount: view.commentCount,
      shareCount: view.shareCount,
      createdAt: view.createdAt.toISOString(),
      author: AuthorResponse.from(view.author),
      likedByMe: view.likedByMe,
      sharedByMe: view.sharedByMe,
      status: view.status,
      removedReason: view.removedReason,
    });
  }
}

export class LikeResponse {
  @ApiProperty({ description: 'Whether the caller now likes the post' })
  liked: boolean;

  @ApiProperty({ example: 13 })
  likeCount: number;
}

export class ShareResponse {
  @ApiProperty({ description: 'False when this member had already shared the post (counted once)' })
  counted: boolean;

  @ApiProperty({ example: 2 })
  shareCount: number;
}

export class CommentResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  postId: string;

  @ApiProperty({ example: 'Salamat! Going there this weekend.' })
  content: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: AuthorResponse })
  author: AuthorResponse;

  static from(view: CommentView): CommentResponse {
    return Object.assign(new CommentResponse(), {
      id: view.id,
      postId: view.postId,
      content: view.content,
      createdAt: view.createdAt.toISOString(),
      author: AuthorResponse.from(view.author),
    });
  }
}

export class CommunityStatsResponse {
  @ApiProperty({
    example: 42,
    description: 'Members who posted, commented, liked or signed in during the last 30 days',
  })
  activeMembers: number;

  @ApiProperty({ example: 5, description: 'Posts since midnight, Philippine time' })
  todaysPosts: number;

  @ApiProperty({ example: 318 })
  totalPosts: number;

  static from(stats: CommunityStats): CommunityStatsResponse {
    return Object.assign(new CommunityStatsResponse(), stats);
  }
}

export class ReportCreatedResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;
}
