import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ApiCategoryKey, PlaceListRequest } from '../../../catalog/http/place-list.request.js';
import { SERVICE_CATEGORY_TYPES, type ServiceCategoryType } from '../../../../shared/domain/category-type.js';

/** Query string of GET /api/services. */
export class ListServicesRequest extends PlaceListRequest {
  @ApiPropertyOptional({
    enum: SERVICE_CATEGORY_TYPES,
    description: 'Only services whose category is of this type (the three tabs)',
  })
  @IsOptional()
  @IsIn(SERVICE_CATEGORY_TYPES, { message: `type must be one of: ${SERVICE_CATEGORY_TYPES.join(', ')}` })
  type?: ServiceCategoryType;

  @ApiCategoryKey(
    "A quick-link key of the home page: 'gas' (the motorist category 'Gas Stations' or with icon 'fuel'), 'auto' " +
      "('Auto Repair' or icon 'wrench'), 'emergency' (services flagged isEmergency), 'bicycle' and 'camping' (every " +
      "category of that type); otherwise a category id, a category type, or a category name as a slug ('bike-shops'). " +
      'An unknown key matches nothing.',
    'gas',
  )
  category?: string;
}
