import { ApiProperty } from '@nestjs/swagger';
import { Role } from '../../../../shared/domain/role.js';
import type { User } from '../../domain/user.js';

/** A user as the API shows it (spec section 3, User): exactly these fields, never a password hash. */
export class UserResponse {
  @ApiProperty({ format: 'uuid', example: '3f1c2a9e-5b7d-4e21-9a0c-1d2e3f4a5b6c' })
  id: string;

  @ApiProperty({ format: 'email', example: 'maria.santos@example.com', description: 'Lower case' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: 'Maria' })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Santos' })
  lastName: string | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'http(s) URL of the avatar' })
  profileImageUrl: string | null;

  @ApiProperty({ enum: Role, enumName: 'Role', example: Role.User })
  role: Role;

  @ApiProperty({ description: "True exactly when role is 'admin'" })
  isAdmin: boolean;

  @ApiProperty({ description: 'Banned: cannot sign in; lifted only by unsuspend' })
  isBanned: boolean;

  @ApiProperty({ description: 'Suspended right now (false again once suspendedUntil has passed)' })
  isSuspended: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  suspendedUntil: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2025-01-15T08:30:00.000Z' })
  createdAt: string;

  static from(user: User): UserResponse {
    const response = new UserResponse();
    response.id = user.id;
    response.email = user.email;
    response.firstName = user.firstName;
    response.lastName = user.lastName;
    response.profileImageUrl = user.profileImageUrl;
    response.role = user.role;
    response.isAdmin = user.isAdmin;
    response.isBanned = user.isBanned;
    response.isSuspended = user.isSuspended;
    response.suspendedUntil = user.suspendedUntil?.toISOString() ?? null;
    response.createdAt = user.createdAt.toISOString();
    return response;
  }
}
