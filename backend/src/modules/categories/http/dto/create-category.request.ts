import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsEnum, IsOptional, IsString } from 'class-validator';
import { CATEGORY_TYPES, CategoryType } from '../../../../shared/domain/category-type.js';
import { CATEGORY_NAME_MAX_LENGTH } from '../../domain/category.js';

/** Body of POST /api/categories (the admin Content tab's Create Category dialog). */
export class CreateCategoryRequest {
  @ApiProperty({
    example: 'Viewpoints',
    maxLength: CATEGORY_NAME_MAX_LENGTH,
    description: 'Unique per type, ignoring case (409 CATEGORY_NAME_TAKEN)',
  })
  @IsDefined({ message: 'Name is required' })
  @IsString({ message: 'name must be a string' })
  name: string;

  @ApiProperty({ enum: CategoryType, enumName: 'CategoryType', example: CategoryType.Destination })
  @IsDefined({ message: `type is required: one of ${CATEGORY_TYPES.join(', ')}` })
  @IsEnum(CategoryType, { message: `type must be one of: ${CATEGORY_TYPES.join(', ')}` })
  type: CategoryType;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'mountain',
    description: "An icon key of the frontends' icon set: lower-case letters and digits joined by '-' (not a URL)",
  })
  @IsOptional()
  @IsString({ message: 'icon must be a string' })
  icon?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '#2E7D32', description: 'Hex colour #RRGGBB' })
  @IsOptional()
  @IsString({ message: 'color must be a string' })
  color?: string | null;
}
