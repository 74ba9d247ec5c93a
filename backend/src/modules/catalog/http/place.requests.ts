import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsDefined, IsOptional, IsString } from 'class-validator';
import { CatalogLimits, CatalogMessages } from '../domain/catalog-rules.js';
import { IsCoordinateInput } from './catalog-validators.js';
import { ApiOpeningHours } from './open-now.request.js';

/** The image URLs of a place (first is the cover): at most `max`, each http(s) or a path on this site. */
export function ApiPlaceImages(max: number, description: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: [String], nullable: true, maxItems: max, description })(target, key);
    IsOptional()(target, key);
    IsArray({ message: 'images must be an array of image URLs' })(target, key);
    IsString({ each: true, message: 'images must be an array of image URLs' })(target, key);
  };
}

/**
 * The fields every place's create body has (destinations and services); unknown fields are refused (400). Each
 * module's request adds its own fields and its category rule.
 */
export class PlaceWriteRequest {
  @ApiProperty({
    example: 'Mount Arayat National Park',
    maxLength: CatalogLimits.name,
    description: `Required (400 '${CatalogMessages.nameRequired}')`,
  })
  @IsDefined({ message: CatalogMessages.nameRequired })
  @IsString({ message: 'name must be a string' })
  name: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CatalogLimits.name,
    example: 'Bunduk Arayat',
    description: 'The name in Kapampangan or Filipino when it differs, shown under the name and found by search',
  })
  @IsOptional()
  @IsString({ message: 'localName must be a string' })
  localName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CatalogLimits.description })
  @IsOptional()
  @IsString({ message: 'description must be a string' })
  description?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CatalogLimits.address,
    example: 'Brgy. San Juan Baño, Arayat, Pampanga',
  })
  @IsOptional()
  @IsString({ message: 'address must be a string' })
  address?: string | null;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    example: 15.2003,
    description:
      `-90..90, a number or a numeric string. Latitude and longitude are sent together (400 '${CatalogMessages.invalidCoordinates}' ` +
      `when one is missing or not numeric, '${CatalogMessages.coordinatesOutOfRange}' out of range); null for both clears the location`,
  })
  @IsOptional()
  @IsCoordinateInput()
  latitude?: number | string | null;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    example: 120.7426,
    description: '-180..180, with latitude',
  })
  @IsOptional()
  @IsCoordinateInput()
  longitude?: number | string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CatalogLimits.phone,
    example: '(045) 885 0021',
    description: 'Digits, spaces and + ( ) - / .',
  })
  @IsOptional()
  @IsString({ message: 'phone must be a string' })
  phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uri',
    example: 'https://www.pampanga.gov.ph',
    description: `http(s) only (400 '${CatalogMessages.invalidWebsite}')`,
  })
  @IsOptional()
  @IsString({ message: 'website must be a string' })
  website?: string | null;

  @ApiPropertyOptional({
    type: Boolean,
    nullable: true,
    description: 'Shown first in lists; only admins and editors write places',
  })
  @IsOptional()
  @IsBoolean({ message: 'isVerified must be true or false' })
  isVerified?: boolean | null;

  @ApiOpeningHours()
  openingHours?: string | null;
}
