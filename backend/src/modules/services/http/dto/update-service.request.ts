import { ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID } from 'class-validator';
import { CreateServiceRequest } from './create-service.request.js';

/**
 * Body of PATCH /api/services/{id}: only the changed fields. The service page's two editors send
 * {latitude, longitude} (both, always together) or {slug}; the admin dialog sends any other fields.
 * null or '' clears an optional field; the name and the category cannot be cleared. An empty body changes nothing.
 */
export class UpdateServiceRequest extends PartialType(OmitType(CreateServiceRequest, ['slug', 'categoryId'] as const)) {
  @ApiPropertyOptional({
    type: String,
    example: 'petron-san-fernando-dolores',
    description:
      "Trimmed; empty is 400 'Please enter a valid URL slug'; lower-case letters, digits and single hyphens; " +
      '409 SERVICE_SLUG_TAKEN when another service has it',
  })
  @IsOptional()
  @IsString({ message: 'slug must be a string' })
  slug?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'A category of type motorist, bicycle or camping' })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be a UUID' })
  categoryId?: string | null;
}
