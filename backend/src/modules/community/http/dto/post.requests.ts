import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageRequestQuery } from '../../../../shared/http/page.request.js';
import { RequiredCode } from '../../../../shared/http/required-code.decorator.js';
import { CommunityErrorCode } from '../../domain/community.errors.js';
import { LOCATION_MAX_LENGTH, POST_MAX_LENGTH, PostTopic } from '../../domain/post.js';
import { COMMENT_MAX_LENGTH } from '../../domain/comment.js';
import { REPORT_DESCRIPTION_MAX_LENGTH, ReportReason } from '../../domain/report.js';

/** Query string of GET /api/posts. */
export class ListPostsRequest extends PageRequestQuery {
  @ApiPropertyOptional({
    example: 'sisig',
    description: 'Text in the content or the location name, ignoring case and accents',
  })
  @IsOptional()
  @IsString({ message: 'search must be a string' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;

  @ApiPropertyOptional({
    enum: PostTopic,
    enumName: 'PostTopic',
    description:
      'A tab of /community: traffic (traffic, road, NLEX, SCTEX), food (food, restaurant, sisig, tocino), gas (gas, fuel, ' +
      'price, Petron, Shell): posts with one of the words, whole, in any case, in the content or location',
  })
  @IsOptional()
  @IsEnum(PostTopic, { message: 'topic must be one of: traffic, food, gas' })
  topic?: PostTopic;
}

/** Body of POST /api/posts. */
export class CreatePostRequest {
  @ApiProperty({ example: 'Light traffic on NLEX northbound near San Fernando exit.', maxLength: POST_MAX_LENGTH })
  @RequiredCode(CommunityErrorCode.PostContentRequired)
  @IsString({ message: 'content must be a string' })
  @MaxLength(POST_MAX_LENGTH * 2, { message: `content must be at most ${POST_MAX_LENGTH} characters` })
  content: string;

  @ApiPropertyOptional({
    type: String,
    example: 'San Fernando, Pampanga',
    maxLength: LOCATION_MAX_LENGTH,
    nullable: true,
  })
  @IsOptional()
  @IsString({ message: 'locationName must be a string' })
  @MaxLength(LOCATION_MAX_LENGTH * 2, { message: `locationName must be at most ${LOCATION_MAX_LENGTH} characters` })
  locationName?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'An upload of yours from POST /api/uploads, not used yet',
  })
  @IsOptional()
  @IsUUID('all', { message: 'imageId must be a UUID' })
  imageId?: string | null;
}

/** Body of POST /api/posts/{id}/comments. */
export class CreateCommentRequest {
  @ApiProperty({ example: 'Salamat! Going there this weekend.', maxLength: COMMENT_MAX_LENGTH })
  @RequiredCode(CommunityErrorCode.CommentContentRequired)
  @IsString({ message: 'content must be a string' })
  @MaxLength(COMMENT_MAX_LENGTH * 2, { message: `content must be at most ${COMMENT_MAX_LENGTH} characters` })
  content: string;
}

/** Body of POST /api/reports. */
export class CreateReportRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'The reported post (exactly one of postId and reviewId)' })
  @IsOptional()
  @IsUUID('all', { message: 'postId must be a UUID' })
  postId?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The reported review of a place (exactly one of postId and reviewId)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'reviewId must be a UUID' })
  reviewId?: string;

  @ApiProperty({ enum: ReportReason, enumName: 'ReportReason', example: ReportReason.Inappropriate })
  @IsEnum(ReportReason, { message: 'reason must be one of: harassment, spam, inappropriate, misinformation' })
  reason: ReportReason;

  @ApiPropertyOptional({
    type: String,
    example: 'Reported post: Light traffic on NLEX...',
    maxLength: REPORT_DESCRIPTION_MAX_LENGTH,
    nullable: true,
  })
  @IsOptional()
  @IsString({ message: 'description must be a string' })
  @MaxLength(REPORT_DESCRIPTION_MAX_LENGTH, {
    message: `description must be at most ${REPORT_DESCRIPTION_MAX_LENGTH} characters`,
  })
  description?: string | null;
}
