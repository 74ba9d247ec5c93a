import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one error body of the API (STYLE.md): { statusCode, code, message, details? }. */
export class ErrorResponse {
  @ApiProperty({ example: 400, description: 'Same as the HTTP status' })
  statusCode: number;

  @ApiProperty({
    example: 'VALIDATION_FAILED',
    description: 'Stable machine-readable code (e.g. VALIDATION_FAILED, NOT_FOUND, CATEGORY_NOT_FOUND, INTERNAL)',
  })
  code: string;

  @ApiProperty({ example: 'type must be one of: destination, motorist, bicycle, camping, food' })
  message: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: {
      fields: [{ field: 'type', messages: ['type must be one of: destination, motorist, bicycle, camping, food'] }],
    },
    description: 'Extra facts, e.g. the invalid fields of a VALIDATION_FAILED error',
  })
  details?: Record<string, unknown>;
}
