import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { SEARCH_MAX_LENGTH } from '../../../catalog/domain/search-terms.js';
import { PageRequestQuery } from '../../../catalog/http/page.request.js';

/** Query string of GET /api/destinations. */
export class ListDestinationsRequest extends PageRequestQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only destinations of this category' })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be a UUID' })
  categoryId?: string;

  @ApiPropertyOptional({
    example: 'food',
    description:
      "A category id, a category type ('destination' or 'food': food places are the destinations whose category is of " +
      "type food, so /destinations?category=food lists them), or a category name as a slug ('historic-churches'). " +
      'An unknown key matches nothing.',
  })
  @IsOptional()
  @IsString({ message: 'category must be a string' })
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  category?: string;

  @ApiPropertyOptional({
    example: 'betis church',
    description:
      'Words that must all occur in the name, description or address, ignoring case and accents ' +
      `('pampanga' finds 'Pámpanga'). At most ${SEARCH_MAX_LENGTH} characters are used.`,
  })
  @IsOptional()
  @IsString({ message: 'search must be a string' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;
}
