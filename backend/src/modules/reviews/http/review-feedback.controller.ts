import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { CacheScopes } from '../../../shared/http/http-cache.js';
import { parseId } from '../../../shared/http/parse-id.pipe.js';
import { RateLimit } from '../../../shared/http/rate-limit/rate-limit.decorator.js';
import { ApiWebpFile, parseWebpFileName, sendWebpFile } from '../../../shared/http/webp-file.js';
import { DeleteReplyUseCase } from '../application/delete-reply.use-case.js';
import { MyHelpfulVotesQuery } from '../application/my-helpful-votes.query.js';
import { ReadReviewPhotoQuery } from '../application/read-review-photo.query.js';
import { ReplyToReviewUseCase } from '../application/reply-to-review.use-case.js';
import { VoteHelpfulUseCase } from '../application/vote-helpful.use-case.js';
import { ReviewError, ReviewErrorCode } from '../domain/review.errors.js';
import { placeOf } from '../domain/review.js';
import { ReviewReplyRequest, ReviewSummaryRequest } from './dto/review.requests.js';
import { HelpfulResponse, MyHelpfulVotesResponse, ReviewReplyResponse } from './dto/review.responses.js';

const REVIEW_ID = { name: 'id', format: 'uuid', description: 'The review' } as const;

/**
 * What members and businesses add to a review (docs/reviews.md): helpful votes, the business's reply, and the photos'
 * bytes. A vote or a reply changes what GET /api/reviews shows: the writer's next read sees it.
 */
@ApiTags('reviews')
@Controller('reviews')
@CacheScopes('reviews')
export class ReviewFeedbackController {
  constructor(
    private readonly voteHelpful: VoteHelpfulUseCase,
    private readonly myVotes: MyHelpfulVotesQuery,
    private readonly replyToReview: ReplyToReviewUseCase,
    private readonly deleteReply: DeleteReplyUseCase,
    private readonly readPhoto: ReadReviewPhotoQuery,
  ) {}

  @Get('my-votes')
  @ApiOperation({
    summary: 'Which reviews of a place you marked helpful',
    description:
      'The ids of the published reviews of one destination or service (destinationId or serviceId) the caller ' +
      'marked helpful: votedByMe of each review. Apart from GET /api/reviews, which stays one kept answer for everyone.',
  })
  @ApiOkResponse({ type: MyHelpfulVotesResponse })
  @ApiErrors(ReviewErrorCode.PlaceRequired, ReviewErrorCode.PlaceNotFound)
  async myHelpfulVotes(
    @CurrentUser() caller: AuthenticatedUser,
    @Query() query: ReviewSummaryRequest,
  ): Promise<MyHelpfulVotesResponse> {
    return { reviewIds: await this.myVotes.execute(caller.id, placeOf(query)) };
  }

  @Put(':id/helpful')
  @RateLimit('likes')
  @ApiParam(REVIEW_ID)
  @ApiOperation({
    summary: 'Mark a review helpful',
    description:
      'Signed-in members, not suspended; once per member and review (again: nothing changes), never on your own ' +
      'review. A published review only. Answers the count and your vote.',
  })
  @ApiOkResponse({ type: HelpfulResponse })
  @ApiErrors(ReviewErrorCode.NotFound, ReviewErrorCode.OwnVote)
  async vote(@CurrentUser() caller: AuthenticatedUser, @Param('id', parseId()) id: string): Promise<HelpfulResponse> {
    return HelpfulResponse.from(await this.voteHelpful.execute(caller.id, id, true));
  }

  @Delete(':id/helpful')
  @RateLimit('likes')
  @ApiParam(REVIEW_ID)
  @ApiOperation({
    summary: 'Take back your helpful vote',
    description: 'Idempotent: without a vote nothing changes. Answers the count and your vote (false).',
  })
  @ApiOkResponse({ type: HelpfulResponse })
  @ApiErrors(ReviewErrorCode.NotFound, ReviewErrorCode.OwnVote)
  async unvote(@CurrentUser() caller: AuthenticatedUser, @Param('id', parseId()) id: string): Promise<HelpfulResponse> {
    return HelpfulResponse.from(await this.voteHelpful.execute(caller.id, id, false));
  }

  @Put(':id/reply')
  @RateLimit('writes')
  @ApiParam(REVIEW_ID)
  @ApiOperation({
    summary: "Write or edit the business's reply",
    description:
      "The reviewed business's partner staff (coupons' counter staff of that destination or service) write its one " +
      'public reply to a published review, or edit it (text 1 to 1,000 characters, trimmed). The first writing tells ' +
      'the reviewer in the app (GET /api/user/notices, kind review_reply); edits do not.',
  })
  @ApiOkResponse({ type: ReviewReplyResponse })
  @ApiErrors(
    ReviewErrorCode.NotFound,
    ReviewErrorCode.NotBusinessStaff,
    ReviewErrorCode.ReplyTextRequired,
    ReviewErrorCode.ReplyTextTooLong,
  )
  async reply(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', parseId()) id: string,
    @Body() body: ReviewReplyRequest,
  ): Promise<ReviewReplyResponse> {
    const answer = await this.replyToReview.execute(caller.id, id, body.text);
    return ReviewReplyResponse.from(answer.reply, answer.businessName);
  }

  @Delete(':id/reply')
  @RateLimit('writes')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam(REVIEW_ID)
  @ApiOperation({
    summary: "Delete the business's reply",
    description: "The business's partner staff only; a reply written again later tells the reviewer again.",
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(ReviewErrorCode.NotFound, ReviewErrorCode.NotBusinessStaff, ReviewErrorCode.ReplyNotFound)
  async removeReply(@CurrentUser() caller: AuthenticatedUser, @Param('id', parseId()) id: string): Promise<void> {
    await this.deleteReply.execute(caller.id, id);
  }

  @Get('photos/:file')
  @Public()
  @ApiOperation({
    summary: "A review's photo",
    description:
      '`{id}.webp` (the photo) or `{id}-thumb.webp` (the thumbnail) of a published review, for anyone; of any other ' +
      'review, for its author and moderators; 404 REVIEW_PHOTO_NOT_FOUND otherwise. Immutable: cached for a year by ' +
      'the browser only (private), so no shared cache keeps the photo of a review deleted or removed later.',
  })
  @ApiWebpFile()
  @ApiErrors(ReviewErrorCode.PhotoNotFound)
  async photo(
    @Param('file') file: string,
    @CurrentUser() caller: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const name = parseWebpFileName(file);
    if (!name) throw new ReviewError(ReviewErrorCode.PhotoNotFound, 'Photo not found', { file });
    // Visibility first, so that a 304 never says a photo exists to someone who may not see it.
    sendWebpFile(req, res, name, await this.readPhoto.execute(name.id, name.variant, caller ?? null));
  }
}
