import { isRole, User } from '../domain/user.js';
import type { UserOrmEntity } from './user.orm-entity.js';

/** ORM row <-> domain object, nothing else. */
export const UserMapper = {
  toDomain(row: UserOrmEntity): User {
    if (!isRole(row.role)) {
      // The CHECK constraint makes this unreachable; fail loudly rather than hand out a wrong role.
      throw new Error(`User ${row.id} has an unknown role "${row.role}"`);
    }
    return User.restore({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      profileImageUrl: row.profileImageUrl,
      role: row.role,
      isBanned: row.isBanned,
      isSuspended: row.isSuspended,
      suspendedUntil: row.suspendedUntil,
      createdAt: row.createdAt,
    });
  },

  toPersistence(user: User, passwordHash: string | null): Omit<UserOrmEntity, 'updatedAt'> {
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      role: user.role,
      passwordHash,
      isBanned: user.isBanned,
      isSuspended: user.isSuspended,
      suspendedUntil: user.suspendedUntil,
      createdAt: user.createdAt,
    };
  },
};
