import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageRequestQuery } from '../../../shared/http/page.request.js';
import { SEARCH_MAX_LENGTH } from '../domain/search-terms.js';
import { PLACE_SORTS, PlaceSort } from '../domain/place-order.js';
import { IsNearPoint } from './catalog-validators.js';
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

  @ApiPropertyOptional({
    example: '15.0286,120.6898',
    description:
      "Near me: 'latitude,longitude' in decimal degrees (latitude -90..90, longitude -180..180). Only places with " +
      'coordinates, nearest first (then by id), each with distanceKm; combines with the other filters. Anything else ' +
      'is 400. Such answers are never kept by the server (docs/near-me.md).',
  })
  @IsOptional()
  @IsNearPoint()
  near?: string;

  @ApiPropertyOptional({
    enum: PLACE_SORTS,
    description:
      "'rating': best Bayesian average first ((10 * m + sum of stars) / (10 + reviews), m the mean of every review " +
      'of this kind of place), places without reviews last, then by name. Absent: the default order, or nearest ' +
      'first with near.',
  })
  @IsOptional()
  @IsIn(PLACE_SORTS, { message: `sort must be one of: ${PLACE_SORTS.join(', ')}` })
  sort?: PlaceSort;

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
