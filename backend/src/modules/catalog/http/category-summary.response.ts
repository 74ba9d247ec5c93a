import { ApiProperty } from '@nestjs/swagger';
import { CATEGORY_TYPES, CategoryType } from '../../../shared/domain/category-type.js';
import type { CategorySummary } from '../domain/category-summary.js';

/** The category embedded in a destination or a service. */
export class CategorySummaryResponse {
  @ApiProperty({ format: 'uuid', example: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b' })
  id: string;

  @ApiProperty({ example: 'Historic Churches' })
  name: string;

  @ApiProperty({ enum: CATEGORY_TYPES, example: CategoryType.Destination })
  type: string;

  @ApiProperty({ type: String, nullable: true, example: 'church', description: "Icon key of the frontends' icon set" })
  icon: string | null;

  @ApiProperty({ type: String, nullable: true, example: '#8D6E63', description: 'Hex colour #RRGGBB' })
  color: string | null;

  static from(category: CategorySummary | null): CategorySummaryResponse | null {
    if (category === null) return null;
    return withCategoryFields(new CategorySummaryResponse(), category);
  }
}

/** The five fields a category shows, as the API answers them. */
type CategoryFields = Pick<CategorySummaryResponse, 'id' | 'name' | 'type' | 'icon' | 'color'>;

/** Copies a category's five shown fields onto a response (this summary, and the categories module's own answer). */
export function withCategoryFields<R extends CategoryFields>(
  response: R,
  category: Readonly<Pick<R, keyof CategoryFields>>,
): R {
  response.id = category.id;
  response.name = category.name;
  response.type = category.type;
  response.icon = category.icon;
  response.color = category.color;
  return response;
}
