import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { SEARCH_MAX_LENGTH } from '../../../catalog/domain/search-terms.js';
import { PageRequestQuery } from '../../../catalog/http/page.request.js';
import { SERVICE_TYPES, type ServiceType } from '../../application/list-services.query.js';

/** Query string of GET /api/services. */
export class ListServicesRequest extends PageRequestQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only services of this category' })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be a UUID' })
  categoryId?: string;

  @ApiPropertyOptional({ enum: SERVICE_TYPES, description: 'Only services whose category is of this type (the three tabs)' })
  @IsOptional()
  @IsIn(SERVICE_TYPES, { message: `type must be one of: ${SERVICE_TYPES.join(', ')}` })
  type?: ServiceType;

  @ApiPropertyOptional({
    example: 'gas',
    description:
      "A quick-link key of the home page: 'gas' (the motorist category 'Gas Stations' or with icon 'fuel'), 'auto' " +
      "('Auto Repair' or icon 'wrench'), 'emergency' (services flagged isEmergency), 'bicycle' and 'camping' (every " +
      "category of that type); otherwise a category id, a category type, or a category name as a slug ('bike-shops'). " +
      'An unknown key matches nothing.',
  })
  @IsOptional()
  @IsString({ message: 'category must be a string' })
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  category?: string;

  @ApiPropertyOptional({
    example: 'petron angeles',
    description:
      'Words that must all occur in the name, description or address, ignoring case and accents. ' +
      `At most ${SEARCH_MAX_LENGTH} characters are used.`,
  })
  @IsOptional()
  @IsString({ message: 'search must be a string' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;
}
