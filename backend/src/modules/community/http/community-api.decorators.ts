import { applyDecorators } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { CommunityErrorCode } from '../domain/community.errors.js';

/** An operation on one post: its id in the path and 404 POST_NOT_FOUND. */
export const OnPost = () =>
  applyDecorators(
    ApiParam({ name: 'id', format: 'uuid', description: 'The post' }),
    ApiErrors(CommunityErrorCode.PostNotFound),
  );
