import { ApiProperty } from '@nestjs/swagger';
import type { UserCounts } from '../../application/ports/user.repository.js';
import { UserResponse } from './user.response.js';

/** POST /api/users */
export class CreatedUserResponse {
  @ApiProperty({ type: UserResponse })
  user: UserResponse;

  @ApiProperty({
    example: '/set-password?token=Zm9vYmFy...',
    description: 'One-time link (7 days) for the person to choose a password; relative to the app origin',
  })
  setPasswordUrl: string;
}

/** GET /api/admin/stats */
export class UserStatsResponse {
  @ApiProperty({ example: 11, description: 'Neither banned nor suspended right now' })
  activeUsers: number;

  @ApiProperty({ example: 1 })
  bannedUsers: number;

  @ApiProperty({ example: 1, description: 'Suspended right now (not banned)' })
  suspendedUsers: number;

  @ApiProperty({ example: 13 })
  totalUsers: number;

  static from(counts: UserCounts): UserStatsResponse {
    const response = new UserStatsResponse();
    response.activeUsers = counts.active;
    response.bannedUsers = counts.banned;
    response.suspendedUsers = counts.suspended;
    response.totalUsers = counts.total;
    return response;
  }
}
