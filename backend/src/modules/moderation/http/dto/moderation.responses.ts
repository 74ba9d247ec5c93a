import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { displayName } from '../../../community/domain/post.js';
import type { ActOnReportResult } from '../../application/act-on-report.use-case.js';
import type { AuditEntryView, NoticeView } from '../../application/ports/moderation.ports.js';
import type {
  PersonView,
  QueueItemView,
  ReportCounts,
  ReportedPostView,
  ReportedReviewView,
  ReportView,
} from '../../application/ports/report.repository.js';
import { ModerationAction, ReportStatus } from '../../domain/moderation-action.js';

export class PersonResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Liza Manalo', description: "First and last name, else 'Anonymous User'" })
  displayName: string;

  static from(person: PersonView): PersonResponse {
    return Object.assign(new PersonResponse(), {
      id: person.id,
      displayName: displayName(person.firstName, person.lastName),
    });
  }
}

export class ReportedPostResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  content: string;

  @ApiProperty({ type: String, nullable: true, example: '/api/images/…-thumb.webp' })
  imageUrl: string | null;

  @ApiProperty({
    enum: ['visible', 'under_review', 'removed'],
    description: 'under_review: hidden by reports; removed: hidden for all but the author',
  })
  status: string;

  @ApiProperty({ description: 'Whether members can see it in the feed' })
  isHidden: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: PersonResponse })
  author: PersonResponse;

  static from(post: ReportedPostView): ReportedPostResponse {
    return Object.assign(new ReportedPostResponse(), {
      id: post.id,
      content: post.content,
      imageUrl: post.imageId ? `/api/images/${post.imageId}-thumb.webp` : null,
      status: post.status,
      isHidden: post.status !== 'visible',
      createdAt: post.createdAt.toISOString(),
      author: PersonResponse.from(post.author),
    });
  }
}

export class ReportedPlaceResponse {
  @ApiProperty({ enum: ['destination', 'service'] })
  type: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Mount Arayat National Park' })
  name: string;
}

/** A reported review of a place (issue 32, item 6). */
export class ReportedReviewResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ minimum: 1, maximum: 5, example: 1 })
  stars: number;

  @ApiProperty()
  text: string;

  @ApiProperty({
    enum: ['published', 'pending', 'removed'],
    description: 'removed: taken down by a moderator (shown to nobody, out of the rating)',
  })
  status: string;

  @ApiProperty({ type: ReportedPlaceResponse })
  place: ReportedPlaceResponse;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: PersonResponse })
  author: PersonResponse;

  static from(review: ReportedReviewView): ReportedReviewResponse {
    return Object.assign(new ReportedReviewResponse(), {
      id: review.id,
      stars: review.stars,
      text: review.text,
      status: review.status,
      place: Object.assign(new ReportedPlaceResponse(), review.place),
      createdAt: new Date(review.createdAt).toISOString(),
      author: PersonResponse.from(review.author),
    });
  }
}

export class ReportResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The reported post; null for a review' })
  postId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The reported review; null for a post' })
  reviewId: string | null;

  @ApiProperty({ enum: ['harassment', 'spam', 'inappropriate', 'misinformation'] })
  reason: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ enum: ReportStatus, enumName: 'ReportStatus' })
  status: ReportStatus;

  @ApiProperty({ type: String, nullable: true, example: 'No action required' })
  actionTaken: string | null;

  @ApiProperty({ format: 'uuid', description: "The post's or review's author" })
  reportedUserId: string;

  @ApiProperty({ type: PersonResponse })
  reportedUser: PersonResponse;

  @ApiProperty({ type: PersonResponse })
  reporter: PersonResponse;

  @ApiProperty({ type: ReportedPostResponse, nullable: true, description: 'Exactly one of post and review is set' })
  post: ReportedPostResponse | null;

  @ApiProperty({ type: ReportedReviewResponse, nullable: true })
  review: ReportedReviewResponse | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  resolvedAt: string | null;

  @ApiPropertyOptional({ type: PersonResponse, nullable: true })
  resolvedBy: PersonResponse | null;

  static from(view: ReportView): ReportResponse {
    return Object.assign(new ReportResponse(), {
      id: view.id,
      postId: view.post?.id ?? null,
      reviewId: view.review?.id ?? null,
      reason: view.reason,
      description: view.description,
      status: view.status,
      actionTaken: view.actionTaken,
      reportedUserId: view.reportedUser.id,
      reportedUser: PersonResponse.from(view.reportedUser),
      reporter: PersonResponse.from(view.reporter),
      post: view.post ? ReportedPostResponse.from(view.post) : null,
      review: view.review ? ReportedReviewResponse.from(view.review) : null,
      createdAt: view.createdAt.toISOString(),
      resolvedAt: view.resolvedAt?.toISOString() ?? null,
      resolvedBy: view.resolvedBy ? PersonResponse.from(view.resolvedBy) : null,
    });
  }
}

export class ReasonCountResponse {
  @ApiProperty({ example: 'spam' })
  reason: string;

  @ApiProperty({ example: 2 })
  count: number;
}

export class QueueItemResponse {
  @ApiProperty({
    format: 'uuid',
    description: 'The report to act on (the oldest open one); acting on it acts on them all',
  })
  reportId: string;

  @ApiProperty({ type: [String], description: 'Every open report of this post or review' })
  reportIds: string[];

  @ApiProperty({ enum: [ReportStatus.Pending, ReportStatus.Reviewed] })
  status: ReportStatus;

  @ApiProperty({ example: 3 })
  reportCount: number;

  @ApiProperty({ type: [ReasonCountResponse] })
  reasons: ReasonCountResponse[];

  @ApiProperty({ type: [PersonResponse] })
  reporters: PersonResponse[];

  @ApiProperty({ type: [String] })
  descriptions: string[];

  @ApiProperty({ type: ReportedPostResponse, nullable: true, description: 'Exactly one of post and review is set' })
  post: ReportedPostResponse | null;

  @ApiProperty({ type: ReportedReviewResponse, nullable: true })
  review: ReportedReviewResponse | null;

  @ApiProperty({ format: 'date-time' })
  firstReportedAt: string;

  @ApiProperty({ format: 'date-time' })
  lastReportedAt: string;

  static from(item: QueueItemView): QueueItemResponse {
    return Object.assign(new QueueItemResponse(), {
      reportId: item.reportIds[0],
      reportIds: [...item.reportIds],
      status: item.status,
      reportCount: item.reportCount,
      reasons: item.reasons.map((reason) => Object.assign(new ReasonCountResponse(), reason)),
      reporters: item.reporters.map((person) => PersonResponse.from(person)),
      descriptions: [...item.descriptions],
      post: item.post ? ReportedPostResponse.from(item.post) : null,
      review: item.review ? ReportedReviewResponse.from(item.review) : null,
      firstReportedAt: new Date(item.firstReportedAt).toISOString(),
      lastReportedAt: new Date(item.lastReportedAt).toISOString(),
    });
  }
}

export class ReportActionResponse {
  @ApiProperty({ enum: ModerationAction, enumName: 'ReportAction' })
  action: ModerationAction;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The reported post; null for a review' })
  postId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The reported review; null for a post' })
  reviewId: string | null;

  @ApiProperty({ type: [String], description: 'Every report the action changed' })
  reportIds: string[];

  @ApiProperty({ type: String, nullable: true })
  actionTaken: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  suspendedUntil: string | null;

  static from(result: ActOnReportResult): ReportActionResponse {
    return Object.assign(new ReportActionResponse(), {
      action: result.action,
      postId: result.postId,
      reviewId: result.reviewId,
      reportIds: [...result.reportIds],
      actionTaken: result.actionTaken,
      suspendedUntil: result.suspendedUntil?.toISOString() ?? null,
    });
  }
}

export class ReportCountsResponse {
  @ApiProperty({ example: 4 })
  pending: number;

  @ApiProperty({ example: 1 })
  reviewed: number;

  @ApiProperty({ example: 12 })
  resolved: number;

  static from(counts: ReportCounts): ReportCountsResponse {
    return Object.assign(new ReportCountsResponse(), counts);
  }
}

export class AuditPersonResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Jose Dizon' })
  displayName: string;

  @ApiProperty({ example: 'moderator@example.com' })
  email: string;
}

export class AuditEntryResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'report.remove_post' })
  action: string;

  @ApiPropertyOptional({ type: AuditPersonResponse, nullable: true })
  actor: AuditPersonResponse | null;

  @ApiPropertyOptional({ type: AuditPersonResponse, nullable: true })
  target: AuditPersonResponse | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'What changed and why (note, report and post ids)',
  })
  details: Record<string, unknown>;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  static from(entry: AuditEntryView): AuditEntryResponse {
    const person = (p: AuditEntryView['actor']) =>
      p
        ? Object.assign(new AuditPersonResponse(), {
            id: p.id,
            email: p.email,
            displayName: displayName(p.firstName, p.lastName),
          })
        : null;
    return Object.assign(new AuditEntryResponse(), {
      id: entry.id,
      action: entry.action,
      actor: person(entry.actor),
      target: person(entry.target),
      details: { ...entry.details },
      createdAt: new Date(entry.createdAt).toISOString(),
    });
  }
}

export class NoticeResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['post_removed', 'review_removed', 'review_reply', 'suspended'] })
  kind: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: "The moderator's reason" })
  reason: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'post_removed: the first 100 characters of the post',
  })
  postExcerpt: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'review_removed: the first 100 characters of the review',
  })
  reviewExcerpt: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'suspended: until when' })
  until: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'review_reply: the review the business replied to',
  })
  reviewId: string | null;

  @ApiPropertyOptional({ type: String, enum: ['destination', 'service'], nullable: true, description: 'review_reply' })
  placeType: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'review_reply: the place' })
  placeId: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'review_reply: the business (place) that replied',
  })
  placeName: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: "review_reply: a service's slug, else null" })
  placeSlug: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  static from(notice: NoticeView): NoticeResponse {
    const details = notice.details as { reason?: string | null; excerpt?: string; until?: string } & {
      reviewId?: string;
      placeType?: string;
      placeId?: string;
      placeName?: string;
      placeSlug?: string | null;
    };
    return Object.assign(new NoticeResponse(), {
      id: notice.id,
      kind: notice.kind,
      reason: details.reason ?? null,
      postExcerpt: notice.kind === 'review_removed' ? null : (details.excerpt ?? null),
      reviewExcerpt: notice.kind === 'review_removed' ? (details.excerpt ?? null) : null,
      until: details.until ?? null,
      reviewId: details.reviewId ?? null,
      placeType: details.placeType ?? null,
      placeId: details.placeId ?? null,
      placeName: details.placeName ?? null,
      placeSlug: details.placeSlug ?? null,
      createdAt: new Date(notice.createdAt).toISOString(),
    });
  }
}
