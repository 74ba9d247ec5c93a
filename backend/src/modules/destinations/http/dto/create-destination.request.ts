import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsDefined, IsOptional, IsString, IsUUID } from 'class-validator';
import { CatalogLimits, CatalogMessages } from '../../../catalog/domain/catalog-rules.js';
import { IsCoordinateInput, IsOptionalOrEmpty } from '../../../catalog/http/catalog-validators.js';
import { TOO_MANY_DESTINATION_IMAGES } from '../../domain/destination.js';

/** Body of POST /api/destinations. Only `name` is required; unknown fields are refused (400). */
export class CreateDestinationRequest {
  @ApiProperty({ example: 'Mount Arayat National Park', maxLength: CatalogLimits.name, description: `Required (400 '${CatalogMessages.nameRequired}')` })
  @IsDefined({ message: CatalogMessages.nameRequired })
  @IsString({ message: 'name must be a string' })
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CatalogLimits.description, example: 'A lone volcano rising from the rice fields of Arayat…' })
  @IsOptional()
  @IsString({ message: 'description must be a string' })
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CatalogLimits.address, example: 'Brgy. San Juan Baño, Arayat, Pampanga' })
  @IsOptional()
  @IsString({ message: 'address must be a string' })
  address?: string | null;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    example: 15.2003,
    description: `-90..90, a number or a numeric string; with longitude (both or neither). 400 '${CatalogMessages.coordinatesOutOfRange}' out of range, '${CatalogMessages.invalidCoordinates}' when not numeric or alone`,
  })
  @IsOptional()
  @IsCoordinateInput()
  latitude?: number | string | null;

  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true, example: 120.7426, description: '-180..180, a number or a numeric string; with latitude' })
  @IsOptional()
  @IsCoordinateInput()
  longitude?: number | string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '(045) 885 0021', maxLength: CatalogLimits.phone, description: 'Digits, spaces and + ( ) - / .' })
  @IsOptional()
  @IsString({ message: 'phone must be a string' })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', example: 'https://www.pampanga.gov.ph', description: `http(s) only (400 '${CatalogMessages.invalidWebsite}')` })
  @IsOptional()
  @IsString({ message: 'website must be a string' })
  website?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '/api/artwork/destination/mount-arayat.svg?icon=trees&color=%232E7D32',
    description: `An http(s) URL or a path on this site starting with '/' (400 '${CatalogMessages.invalidImageUrl}')`,
  })
  @IsOptional()
  @IsString({ message: 'imageUrl must be a string' })
  imageUrl?: string | null;

  @ApiPropertyOptional({
    type: [String],
    nullable: true,
    maxItems: 4,
    description: `Image URLs, first is the cover, then at most 3 extra (400 '${TOO_MANY_DESTINATION_IMAGES}'); same URL rule as imageUrl`,
  })
  @IsOptional()
  @IsArray({ message: 'images must be an array of image URLs' })
  @IsString({ each: true, message: 'images must be an array of image URLs' })
  images?: string[] | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'A category of type destination or food' })
  @IsOptionalOrEmpty()
  @IsUUID('all', { message: 'categoryId must be a UUID' })
  categoryId?: string | null;
}
