import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, ForbiddenMessage, Roles } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { POSTERS } from '../../../shared/domain/role.js';
import { POSTING_NOT_ALLOWED_MESSAGE } from '../domain/post.js';
import { pagedAnswer, pageRequestOf } from '../../../shared/http/pagination.js';
import { DEFAULT_PAGE_SIZE } from '../../../shared/domain/page.js';
import { ApiPagedOk } from '../../../shared/http/api-paged.decorator.js';
import { AddCommentUseCase } from '../application/add-comment.use-case.js';
import { ListCommentsQuery } from '../application/list-comments.query.js';
import { CommunityStatsQuery } from '../application/community-stats.query.js';
import { CreatePostUseCase } from '../application/create-post.use-case.js';
import { DeletePostUseCase } from '../application/delete-post.use-case.js';
import { GetPostQuery } from '../application/get-post.query.js';
import { ListPostsQuery } from '../application/list-posts.query.js';
import { SharePostUseCase } from '../application/share-post.use-case.js';
import { ToggleLikeUseCase } from '../application/toggle-like.use-case.js';
import { PageRequestQuery } from '../../../shared/http/page.request.js';
import { OnPost } from './community-api.decorators.js';
import { CreateCommentRequest, CreatePostRequest, ListPostsRequest } from './dto/post.requests.js';
import {
  CommentResponse,
  CommunityStatsResponse,
  LikeResponse,
  PostResponse,
  ShareResponse,
} from './dto/post.responses.js';
import { CacheScopes } from '../../../shared/http/http-cache.js';
import { RateLimit } from '../../../shared/http/rate-limit/rate-limit.decorator.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { CommunityErrorCode } from '../domain/community.errors.js';
import { ModerationErrorCode } from '../../moderation/domain/moderation.errors.js';

@ApiTags('community')
@Controller('posts')
// Its writes change what a feed shows (counts, statuses): the writer's next read of the feed sees them at once.
@CacheScopes('posts')
export class PostsController {
  constructor(
    private readonly listPosts: ListPostsQuery,
    private readonly getPost: GetPostQuery,
    private readonly createPost: CreatePostUseCase,
    private readonly deletePost: DeletePostUseCase,
    private readonly toggleLike: ToggleLikeUseCase,
    private readonly sharePost: SharePostUseCase,
    private readonly listComments: ListCommentsQuery,
    private readonly addComment: AddCommentUseCase,
    private readonly stats: CommunityStatsQuery,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List posts',
    description: `The community feed, newest first, one page at a time (limit default ${DEFAULT_PAGE_SIZE}, at most 100), with search and the topic tabs.`,
  })
  @ApiPagedOk(PostResponse, 'One page of posts', { capped: true })
  async list(
    @CurrentUser() caller: AuthenticatedUser,
    @Query() query: ListPostsRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PostResponse[]> {
    return pagedAnswer(
      res,
      await this.listPosts.execute(caller, {
        search: query.search,
        topic: query.topic,
        ...pageRequestOf(query),
      }),
      (view) => PostResponse.from(view),
    );
  }

  @Get('stats')
  @ApiOperation({ summary: 'Community figures', description: 'The stat cards of /community, from live counts.' })
  @ApiOkResponse({ type: CommunityStatsResponse })
  async figures(): Promise<CommunityStatsResponse> {
    return CommunityStatsResponse.from(await this.stats.execute());
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a post' })
  @OnPost()
  @ApiOkResponse({ type: PostResponse })
  async get(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<PostResponse> {
    return PostResponse.from(await this.getPost.execute(caller, id));
  }

  @Post()
  @RateLimit('posts')
  @Roles(...POSTERS)
  @ForbiddenMessage(POSTING_NOT_ALLOWED_MESSAGE)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Create a post',
    description:
      "Content is trimmed and required (1 to 2,000 characters); an empty location is omitted; imageId is an unused upload of yours. Other roles: 403 'Only admins, moderators, editors, and verified bloggers can create posts.'",
  })
  @ApiErrors(
    CommunityErrorCode.PostContentRequired,
    CommunityErrorCode.PostTooLong,
    CommunityErrorCode.LocationTooLong,
    CommunityErrorCode.ImageAlreadyUsed,
  )
  @ApiCreatedResponse({ type: PostResponse })
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() body: CreatePostRequest): Promise<PostResponse> {
    return PostResponse.from(await this.createPost.execute(caller, body));
  }

  @Delete(':id')
  @RateLimit('writes')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete a post',
    description:
      'The author deletes their post (with its likes, comments and photo; a reported post is kept for the moderators and its reports ' +
      "resolved). A moderator's delete of someone else's post is a removal: the staff rule (only admins act on staff content), its " +
      'reports resolved, an audit entry.',
  })
  @OnPost()
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(CommunityErrorCode.NotYourPost, ModerationErrorCode.CannotActOnStaff)
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.deletePost.execute(caller, id);
  }

  @Post(':id/like')
  @RateLimit('likes')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Like or unlike a post',
    description: "Toggles the caller's like; one like per member per post.",
  })
  @OnPost()
  @ApiOkResponse({ type: LikeResponse })
  like(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<LikeResponse> {
    return this.toggleLike.execute(caller, id);
  }

  @Post(':id/share')
  @RateLimit('likes')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Count a share',
    description: 'Called by the share menu; counted once per member per post.',
  })
  @OnPost()
  @ApiOkResponse({ type: ShareResponse })
  share(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string): Promise<ShareResponse> {
    return this.sharePost.execute(caller, id);
  }

  @Get(':id/comments')
  @ApiOperation({ summary: 'List the comments of a post', description: 'Oldest first.' })
  @OnPost()
  @ApiPagedOk(CommentResponse, 'One page of comments')
  async comments(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: PageRequestQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CommentResponse[]> {
    return pagedAnswer(res, await this.listComments.execute(caller, id, pageRequestOf(query)), (view) =>
      CommentResponse.from(view),
    );
  }

  @Post(':id/comments')
  @RateLimit('comments')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Comment on a post', description: '1 to 1,000 characters.' })
  @OnPost()
  @ApiErrors(CommunityErrorCode.CommentContentRequired, CommunityErrorCode.CommentTooLong)
  @ApiCreatedResponse({ type: CommentResponse })
  async comment(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: CreateCommentRequest,
  ): Promise<CommentResponse> {
    return CommentResponse.from(await this.addComment.execute(caller, id, body.content));
  }
}
