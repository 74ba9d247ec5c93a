import { ApiProperty } from '@nestjs/swagger';
import { CategoryType } from '../../../../shared/domain/category-type.js';
import { withCategoryFields } from '../../../catalog/http/category-summary.response.js';
import { type Category } from '../../domain/category.js';

/** A category as the API shows it: exactly these five fields. */
export class CategoryResponse {
  @ApiProperty({ format: 'uuid', example: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b' })
  id: string;

  @ApiProperty({ example: 'Historic Churches', maxLength: 80 })
  name: string;

  @ApiProperty({ enum: CategoryType, enumName: 'CategoryType', example: CategoryType.Destination })
  type: CategoryType;

  @ApiProperty({ type: String, nullable: true, example: 'church', description: "Icon key of the frontends' icon set" })
  icon: string | null;

  @ApiProperty({ type: String, nullable: true, example: '#8D6E63', description: 'Hex colour #RRGGBB' })
  color: string | null;

  static from(category: Category): CategoryResponse {
    return withCategoryFields(new CategoryResponse(), category);
  }
}
