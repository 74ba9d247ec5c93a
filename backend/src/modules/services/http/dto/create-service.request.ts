import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, IsOptional, IsString, IsUUID, Min, ValidateBy } from 'class-validator';
import { CatalogLimits } from '../../../catalog/domain/catalog-rules.js';
import { ApiPlaceImages, PlaceWriteRequest } from '../../../catalog/http/place.requests.js';
import { RequiredCode, RequiredCodes } from '../../../../shared/http/required-code.decorator.js';
import { ServiceErrorCode } from '../../domain/service.errors.js';
import { INVALID_SLUG_MESSAGE, SERVICE_IMAGES } from '../../domain/service.js';

/** Body of POST /api/services: the place fields plus a service's own; `name` and `categoryId` are required. */
@RequiredCodes({ name: ServiceErrorCode.NameRequired })
export class CreateServiceRequest extends PlaceWriteRequest {
  @ApiPropertyOptional({
    type: String,
    example: 'petron-san-fernando-dolores',
    description:
      `Lower-case letters, digits and single hyphens (400 '${INVALID_SLUG_MESSAGE}'); unique (409 SERVICE_SLUG_TAKEN). ` +
      'Made from the name when absent, with a -2, -3 ... suffix when needed.',
  })
  @IsOptional()
  @IsString({ message: 'slug must be a string' })
  slug?: string;

  @ApiProperty({ format: 'uuid', description: 'A category of type motorist, bicycle or camping' })
  @RequiredCode(ServiceErrorCode.CategoryRequired)
  @IsDefined({ message: 'categoryId is required: every service has a category' })
  @IsUUID('all', { message: 'categoryId must be a UUID' })
  categoryId: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CatalogLimits.hours, example: 'Open 24 hours' })
  @IsOptional()
  @IsString({ message: 'hours must be a string' })
  hours?: string | null;

  @ApiPropertyOptional({
    type: Boolean,
    nullable: true,
    description:
      "Shown as 'Open 24/7'; derived from openingHours when they are sent. Alone: true sets openingHours to '24/7', " +
      'false clears hours that were open all year',
  })
  @IsOptional()
  @IsBoolean({ message: 'isOpen24h must be true or false' })
  isOpen24h?: boolean | null;

  @ApiPropertyOptional({
    type: Boolean,
    nullable: true,
    description: "Shown as 'Emergency' with 'Call Now'; listed first",
  })
  @IsOptional()
  @IsBoolean({ message: 'isEmergency must be true or false' })
  isEmergency?: boolean | null;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    example: 61.45,
    description:
      'Regular gas, pesos per litre, at most 2 decimals (0..999999.99). Setting it stamps gasPriceUpdatedAt; null clears both.',
  })
  @IsOptional()
  @ValidateBy({
    name: 'isPrice',
    validator: {
      validate: (value: unknown) => typeof value === 'number' || typeof value === 'string',
      defaultMessage: () => 'gasPrice must be an amount in pesos',
    },
  })
  gasPrice?: number | string | null;

  @ApiPlaceImages(
    SERVICE_IMAGES.max,
    `Image URLs (http(s) or a path on this site starting with '/'), at most ${SERVICE_IMAGES.max}`,
  )
  images?: string[] | null;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    nullable: true,
    description: 'Index of the main image in images (0 when there are none)',
  })
  @IsOptional()
  @IsInt({ message: 'mainImageIndex must be an integer' })
  @Min(0, { message: 'mainImageIndex must be at least 0' })
  mainImageIndex?: number | null;
}
