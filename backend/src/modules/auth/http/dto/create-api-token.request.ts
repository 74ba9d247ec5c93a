import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** POST /api/auth/tokens */
export class CreateApiTokenRequest {
  @ApiProperty({ example: 'Partner app', maxLength: 80 })
  @IsString()
  @MaxLength(80)
  name: string;
}
