import { ApiProperty } from '@nestjs/swagger';
import type { ApiToken } from '../../domain/api-token.js';

/** An API token as listed: never the secret. */
export class ApiTokenResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Partner app' })
  name: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Last request with it (to the minute)',
  })
  lastUsedAt: string | null;

  static from(token: ApiToken): ApiTokenResponse {
    const response = new ApiTokenResponse();
    response.id = token.id;
    response.name = token.name;
    response.createdAt = token.createdAt.toISOString();
    response.lastUsedAt = token.lastUsedAt?.toISOString() ?? null;
    return response;
  }
}

/** POST /api/auth/tokens: the only time the secret is shown. */
export class CreatedApiTokenResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Partner app' })
  name: string;

  @ApiProperty({
    example: 'tp_3q2-7wEv...',
    description: 'Send as `Authorization: Bearer <token>`. Shown once; store it safely',
  })
  token: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  static from(token: ApiToken, secret: string): CreatedApiTokenResponse {
    const response = new CreatedApiTokenResponse();
    response.id = token.id;
    response.name = token.name;
    response.token = secret;
    response.createdAt = token.createdAt.toISOString();
    return response;
  }
}
