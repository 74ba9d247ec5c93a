import { Body, Controller, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { Role } from '../../../shared/domain/role.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../shared/domain/page.js';
import { pagedAnswer, pageRequestOf, TOTAL_COUNT_HEADER } from '../../../shared/http/pagination.js';
import { ChangeRoleUseCase } from '../application/change-role.use-case.js';
import { CreateUserUseCase } from '../application/create-user.use-case.js';
import { ListUsersQuery } from '../application/list-users.query.js';
import { setPasswordPath } from '../application/password-tokens.js';
import { UserResponse } from './dto/user.response.js';
import { ChangeRoleRequest, CreateUserRequest, ListUsersRequest } from './dto/users.requests.js';
import { CreatedUserResponse } from './dto/users.responses.js';
import { parseId } from '../../../shared/http/parse-id.pipe.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { UserErrorCode } from '../domain/user.errors.js';

/** The admin dashboard's Users tab (spec section 2, /admin; section 7 calls). Admins only. */
@ApiTags('users')
@Controller('users')
@Roles(Role.Admin)
export class UsersController {
  constructor(
    private readonly listUsers: ListUsersQuery,
    private readonly createUser: CreateUserUseCase,
    private readonly changeRole: ChangeRoleUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List users',
    description:
      `Newest first. search matches first name, last name, full name or email (case-insensitive). limit (default ` +
      `${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}) and offset page the list; ${TOTAL_COUNT_HEADER} is the number of matches.`,
  })
  @ApiOkResponse({
    type: UserResponse,
    isArray: true,
    headers: { [TOTAL_COUNT_HEADER]: { description: 'Number of matching users', schema: { type: 'integer' } } },
  })
  async list(@Query() query: ListUsersRequest, @Res({ passthrough: true }) res: Response): Promise<UserResponse[]> {
    return pagedAnswer(
      res,
      await this.listUsers.execute({
        search: query.search,
        ...pageRequestOf(query),
      }),
      (user: Parameters<typeof UserResponse.from>[0]) => UserResponse.from(user),
    );
  }

  @Post()
  @ApiOperation({
    summary: 'Create a user',
    description:
      "The spec's Create User dialog. The account has no password yet: the answer carries a one-time link " +
      '(7 days) to give to the person, who chooses a password there. Role defaults to user.',
  })
  @ApiCreatedResponse({ type: CreatedUserResponse })
  @ApiErrors(UserErrorCode.EmailTaken)
  async create(@Body() body: CreateUserRequest, @CurrentUser() actor: AuthenticatedUser): Promise<CreatedUserResponse> {
    const created = await this.createUser.execute({ actorId: actor.id, ...body });
    return { user: UserResponse.from(created.user), setPasswordUrl: setPasswordPath(created.passwordToken) };
  }

  @Patch(':id/role')
  @ApiOperation({
    summary: "Change a user's role",
    description: 'An admin cannot change their own role, and the last admin (not banned) cannot be demoted.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: UserResponse })
  @ApiErrors(UserErrorCode.CannotChangeOwnRole, UserErrorCode.NotFound, UserErrorCode.LastAdmin)
  async updateRole(
    @Param('id', parseId()) id: string,
    @Body() body: ChangeRoleRequest,
    @CurrentUser() actor: AuthenticatedUser,
  ): Promise<UserResponse> {
    return UserResponse.from(await this.changeRole.execute({ actorId: actor.id, userId: id, role: body.role }));
  }
}
