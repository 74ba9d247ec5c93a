import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CatalogRead, CatalogWrite } from '../../catalog/http/catalog-api.decorators.js';
import { CreateCategoryUseCase } from '../application/create-category.use-case.js';
import { ListCategoriesQuery } from '../application/list-categories.query.js';
import { UpdateCategoryUseCase } from '../application/update-category.use-case.js';
import { TOTAL_COUNT_HEADER } from '../../../shared/http/pagination.js';
import { CacheScopes, PublicCache } from '../../../shared/http/http-cache.js';
import { CategoryResponse } from './dto/category.response.js';
import { CreateCategoryRequest } from './dto/create-category.request.js';
import { ListCategoriesRequest } from './dto/list-categories.request.js';
import { UpdateCategoryRequest } from './dto/update-category.request.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { CategoryErrorCode } from '../domain/category.errors.js';

/** The rules of a category's body (`details.field` names the field). */
const BAD_BODY = [
  CategoryErrorCode.InvalidName,
  CategoryErrorCode.InvalidType,
  CategoryErrorCode.InvalidIcon,
  CategoryErrorCode.InvalidColor,
  CategoryErrorCode.NameTaken,
];

@ApiTags('categories')
@Controller('categories')
@CacheScopes('categories')
export class CategoriesController {
  constructor(
    private readonly listCategories: ListCategoriesQuery,
    private readonly createCategory: CreateCategoryUseCase,
    private readonly updateCategory: UpdateCategoryUseCase,
  ) {}

  @Get()
  @PublicCache({ scopes: ['categories'] })
  @CatalogRead()
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
  async list(
    @Query() query: ListCategoriesRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CategoryResponse[]> {
    const categories = await this.listCategories.execute({ type: query.type });
    res.setHeader(TOTAL_COUNT_HEADER, String(categories.length));
    return categories.map((category) => CategoryResponse.from(category));
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @CatalogWrite(...BAD_BODY)
  @ApiOperation({
    summary: 'Create a category',
    description: 'Admins and editors. name and type are required; icon and color optional.',
  })
  @ApiCreatedResponse({ type: CategoryResponse })
  async create(@Body() body: CreateCategoryRequest): Promise<CategoryResponse> {
    return CategoryResponse.from(await this.createCategory.execute(body));
  }

  @Patch(':id')
  @CatalogWrite(...BAD_BODY)
  @ApiOperation({
    summary: 'Update a category',
    description:
      "Admins and editors. Send only the changed fields; null or '' clears the icon or the colour. A type change " +
      'that would leave destinations in a non-destination/food category, or services in a destination/food one, ' +
      'is 409 CATEGORY_IN_USE.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: CategoryResponse })
  @ApiErrors(CategoryErrorCode.NotFound, CategoryErrorCode.InUse)
  async update(@Param('id') id: string, @Body() body: UpdateCategoryRequest): Promise<CategoryResponse> {
    return CategoryResponse.from(await this.updateCategory.execute(id, body));
  }
}
