import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageRequestQuery } from '../../../shared/http/page.request.js';
import { SEARCH_MAX_LENGTH } from '../domain/search-terms.js';
import { ApiOpenNowFilter } from './open-now.request.js';

/** The query every place list takes (GET /api/destinations, GET /api/services): a page, a category id, a search. */
export class PlaceListRequest extends PageRequestQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only places of this category' })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be a UUID' })
  categoryId?: string;

  @ApiPropertyOptional({
    example: 'betis church',
    description:
      'Words that must all occur in the name, local name, description or address, ignoring case and accents ' +
      `('pampanga' finds 'Pámpanga'). At most ${SEARCH_MAX_LENGTH} characters are used.`,
  })
  @IsOptional()
  @IsString({ message: 'search must be a string' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;

  @ApiOpenNowFilter()
  openNow?: boolean;
}

/** The `category` key of a place list (each list documents its own keys). */
export function ApiCategoryKey(description: string, example: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ example, description })(target, key);
    IsOptional()(target, key);
    IsString({ message: 'category must be a string' })(target, key);
    MaxLength(100, { message: 'category must be at most 100 characters' })(target, key);
  };
}
