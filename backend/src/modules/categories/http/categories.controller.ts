import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListCategoriesQuery } from '../application/list-categories.query.js';
import { ErrorResponse } from '../../../shared/http/error.response.js';
import { TOTAL_COUNT_HEADER } from '../../../shared/http/pagination.js';
import { CategoryResponse } from './dto/category.response.js';
import { ListCategoriesRequest } from './dto/list-categories.request.js';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly listCategories: ListCategoriesQuery) {}

  @Get()
  @ApiOperation({
    summary: 'List categories',
    description:
      'Every category, ordered by type, then name. Public. The list is short, so it is not paginated; ' +
      `${TOTAL_COUNT_HEADER} still carries the count.`,
  })
  @ApiOkResponse({
    type: CategoryResponse,
    isArray: true,
    headers: { [TOTAL_COUNT_HEADER]: { description: 'Number of categories returned', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'VALIDATION_FAILED: unknown type or query parameter' })
  async list(
    @Query() query: ListCategoriesRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CategoryResponse[]> {
    const categories = await this.listCategories.execute({ type: query.type });
    res.setHeader(TOTAL_COUNT_HEADER, String(categories.length));
    return categories.map((category) => CategoryResponse.from(category));
  }
}
