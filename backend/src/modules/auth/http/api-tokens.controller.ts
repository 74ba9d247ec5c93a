import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { CreateApiTokenUseCase } from '../application/create-api-token.use-case.js';
import { ListApiTokensQuery } from '../application/list-api-tokens.query.js';
import { RevokeApiTokenUseCase } from '../application/revoke-api-token.use-case.js';
import { CreateApiTokenRequest } from './dto/create-api-token.request.js';
import { ApiTokenResponse, CreatedApiTokenResponse } from './dto/api-token.response.js';
import { parseId } from '../../../shared/http/parse-id.pipe.js';
import { RateLimit } from '../../../shared/http/rate-limit/rate-limit.decorator.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { AuthErrorCode } from '../domain/auth.errors.js';
import { KernelErrorCode } from '../../../shared/domain/kernel.errors.js';

/** Personal API tokens for API consumers: `Authorization: Bearer tp_...` acts as the token's owner. */
@ApiTags('auth')
@Controller('auth/tokens')
export class ApiTokensController {
  constructor(
    private readonly createToken: CreateApiTokenUseCase,
    private readonly listTokens: ListApiTokensQuery,
    private readonly revokeToken: RevokeApiTokenUseCase,
  ) {}

  @Post()
  @RateLimit('tokens')
  @ApiOperation({
    summary: 'Create a personal API token',
    description:
      'The token (`tp_...`) is in this answer only: it is stored as a SHA-256 hash. Send it as ' +
      '`Authorization: Bearer <token>` (in Swagger: Authorize → bearer). It has your role and ends with a ban.',
  })
  @ApiCreatedResponse({ type: CreatedApiTokenResponse })
  @ApiErrors(AuthErrorCode.InvalidApiTokenName)
  async create(
    @Body() body: CreateApiTokenRequest,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<CreatedApiTokenResponse> {
    const created = await this.createToken.execute({ userId: caller.id, name: body.name });
    return CreatedApiTokenResponse.from(created.token, created.secret);
  }

  @Get()
  @ApiOperation({ summary: 'Your API tokens', description: 'Newest first; never the tokens themselves.' })
  @ApiOkResponse({ type: ApiTokenResponse, isArray: true })
  async list(@CurrentUser() caller: AuthenticatedUser): Promise<ApiTokenResponse[]> {
    return (await this.listTokens.execute(caller.id)).map((token) => ApiTokenResponse.from(token));
  }

  @Delete(':id')
  @RateLimit('writes')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Revoke one of your API tokens', description: 'Requests with it are 401 from now on.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiErrors(KernelErrorCode.ValidationFailed, AuthErrorCode.ApiTokenNotFound)
  async revoke(@Param('id', parseId()) id: string, @CurrentUser() caller: AuthenticatedUser): Promise<void> {
    await this.revokeToken.execute({ userId: caller.id, tokenId: id });
  }
}
