import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { CATEGORY_TYPES, CategoryType } from '../../../../shared/domain/category-type.js';

/** Query string of GET /api/categories. */
export class ListCategoriesRequest {
  @ApiPropertyOptional({ enum: CategoryType, enumName: 'CategoryType', description: 'Only categories of this type' })
  @IsOptional()
  @IsEnum(CategoryType, { message: `type must be one of: ${CATEGORY_TYPES.join(', ')}` })
  type?: CategoryType;
}
