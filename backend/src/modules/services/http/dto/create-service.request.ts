import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsDefined, IsInt, IsOptional, IsString, IsUUID, Min, ValidateBy } from 'class-validator';
import { CatalogLimits, CatalogMessages } from '../../../catalog/domain/catalog-rules.js';
import { IsCoordinateInput } from '../../../catalog/http/catalog-validators.js';
import { INVALID_SLUG_MESSAGE, SERVICE_MAX_IMAGES } from '../../domain/service.js';

/** Body of POST /api/services. `name` and `categoryId` are required; unknown fields are refused (400). */
export class CreateServiceRequest {
  @ApiProperty({ example: 'Petron San Fernando (Dolores)', maxLength: CatalogLimits.name, description: `Required (400 '${CatalogMessages.nameRequired}')` })
  @IsDefined({ message: CatalogMessages.nameRequired })
  @IsString({ message: 'name must be a string' })
  name: string;

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
  @IsDefined({ message: 'categoryId is required: every service has a category' })
  @IsUUID('all', { message: 'categoryId must be a UUID' })
  categoryId: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CatalogLimits.description })
  @IsOptional()
  @IsString({ message: 'description must be a string' })
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CatalogLimits.address, example: 'Jose Abad Santos Ave., Dolores, City of San Fernando, Pampanga' })
  @IsOptional()
  @IsString({ message: 'address must be a string' })
  address?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CatalogLimits.phone, example: '(045) 961 2121', description: 'Digits, spaces and + ( ) - / .' })
  @IsOptional()
  @IsString({ message: 'phone must be a string' })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CatalogLimits.hours, example: 'Open 24 hours' })
  @IsOptional()
  @IsString({ message: 'hours must be a string' })
  hours?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', description: `http(s) only (400 '${CatalogMessages.invalidWebsite}')` })
  @IsOptional()
  @IsString({ message: 'website must be a string' })
  website?: string | null;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    example: 15.0286,
    description:
      `-90..90, a number or a numeric string. Latitude and longitude are sent together (400 '${CatalogMessages.invalidCoordinates}' ` +
      `when one is missing or not numeric, '${CatalogMessages.coordinatesOutOfRange}' out of range)`,
  })
  @IsOptional()
  @IsCoordinateInput()
  latitude?: number | string | null;

  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true, example: 120.6897, description: '-180..180, with latitude' })
  @IsOptional()
  @IsCoordinateInput()
  longitude?: number | string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: "Shown as 'Open 24/7'" })
  @IsOptional()
  @IsBoolean({ message: 'isOpen24h must be true or false' })
  isOpen24h?: boolean | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: "Shown as 'Emergency' with 'Call Now'; listed first" })
  @IsOptional()
  @IsBoolean({ message: 'isEmergency must be true or false' })
  isEmergency?: boolean | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'isVerified must be true or false' })
  isVerified?: boolean | null;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    example: 61.45,
    description: 'Regular gas, pesos per litre, at most 2 decimals (0..999999.99). Setting it stamps gasPriceUpdatedAt; null clears both.',
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

  @ApiPropertyOptional({
    type: [String],
    nullable: true,
    maxItems: SERVICE_MAX_IMAGES,
    description: `Image URLs (http(s) or a path on this site starting with '/'), at most ${SERVICE_MAX_IMAGES}`,
  })
  @IsOptional()
  @IsArray({ message: 'images must be an array of image URLs' })
  @IsString({ each: true, message: 'images must be an array of image URLs' })
  images?: string[] | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, nullable: true, description: 'Index of the main image in images (0 when there are none)' })
  @IsOptional()
  @IsInt({ message: 'mainImageIndex must be an integer' })
  @Min(0, { message: 'mainImageIndex must be at least 0' })
  mainImageIndex?: number | null;
}

