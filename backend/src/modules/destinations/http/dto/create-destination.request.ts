import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID } from 'class-validator';
import { CatalogMessages } from '../../../catalog/domain/catalog-rules.js';
import { IsOptionalOrEmpty } from '../../../catalog/http/catalog-validators.js';
import { ApiPlaceImages, PlaceWriteRequest } from '../../../catalog/http/place.requests.js';
import { DESTINATION_IMAGES } from '../../domain/destination.js';
import { DestinationErrorCode } from '../../domain/destination.errors.js';
import { RequiredCodes } from '../../../../shared/http/required-code.decorator.js';

/** Body of POST /api/destinations. Only `name` is required; unknown fields are refused (400). */
@RequiredCodes({ name: DestinationErrorCode.NameRequired })
export class CreateDestinationRequest extends PlaceWriteRequest {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '/api/artwork/destination/mount-arayat.svg?icon=trees&color=%232E7D32',
    description: `An http(s) URL or a path on this site starting with '/' (400 '${CatalogMessages.invalidImageUrl}')`,
  })
  @IsOptional()
  @IsString({ message: 'imageUrl must be a string' })
  imageUrl?: string | null;

  @ApiPlaceImages(
    DESTINATION_IMAGES.max,
    `Image URLs, first is the cover, then at most 3 extra (400 '${DESTINATION_IMAGES.tooMany}'); same URL rule as imageUrl`,
  )
  images?: string[] | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'A category of type destination or food',
  })
  @IsOptionalOrEmpty()
  @IsUUID('all', { message: 'categoryId must be a UUID' })
  categoryId?: string | null;
}
