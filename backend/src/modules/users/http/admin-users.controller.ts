import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { Role } from '../../../shared/domain/role.js';
import { ModerateUserUseCase } from '../application/moderate-user.use-case.js';
import { UserStatsQuery } from '../application/user-stats.query.js';
import { UserResponse } from './dto/user.response.js';
import { ModerateUserRequest } from './dto/users.requests.js';
import { UserStatsResponse } from './dto/users.responses.js';
import { parseId } from '../../../shared/http/parse-id.pipe.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { KernelErrorCode } from '../../../shared/domain/kernel.errors.js';
import { UserErrorCode } from '../domain/user.errors.js';

/** Member moderation and the dashboard's member figures. */
@ApiTags('admin')
@Controller('admin')
export class AdminUsersController {
  constructor(
    private readonly moderateUser: ModerateUserUseCase,
    private readonly stats: UserStatsQuery,
  ) {}

  @Patch('users/:id')
  @Roles(Role.Admin)
  @ApiOperation({
    summary: 'Ban, suspend or unsuspend a user',
    description:
      'Body `{ action: "ban" | "suspend" | "unsuspend" }`, or the field form `{ isBanned: true }` (ban), ' +
      '`{ isSuspended: true, suspendedUntil }` (suspend) or `{ isBanned: false, isSuspended: false }` (unsuspend). ' +
      'A suspension lasts 7 days (a suspendedUntil within the next 7 days is honoured) and lifts by itself; ' +
      'unsuspend also lifts a ban. A ban ends the user’s sessions and revokes their API tokens at once. Nobody ' +
      'moderates themselves. Every change is written to the audit log (reason optional).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: UserResponse })
  @ApiErrors(
    UserErrorCode.InvalidModerationRequest,
    UserErrorCode.CannotModerateSelf,
    KernelErrorCode.Forbidden,
    UserErrorCode.NotFound,
  )
  async moderate(
    @Param('id', parseId()) id: string,
    @Body() body: ModerateUserRequest,
    @CurrentUser() actor: AuthenticatedUser,
  ): Promise<UserResponse> {
    const user = await this.moderateUser.execute({
      actorId: actor.id,
      userId: id,
      action: body.toAction(),
      suspendedUntil: body.suspendedUntil ? new Date(body.suspendedUntil) : null,
      reason: body.reason?.trim() || null,
    });
    return UserResponse.from(user);
  }

  @Get('stats')
  @Roles(Role.Admin, Role.Moderator)
  @ApiOperation({
    summary: 'Dashboard figures',
    description: 'Live member counts: active (neither banned nor suspended now), banned, suspended, total.',
  })
  @ApiOkResponse({ type: UserStatsResponse })
  async figures(): Promise<UserStatsResponse> {
    return UserStatsResponse.from(await this.stats.execute());
  }
}
