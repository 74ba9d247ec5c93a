import { AuditLogOrmEntity } from './audit-log.orm-entity.js';
import { PasswordTokenOrmEntity } from './password-token.orm-entity.js';
import { UserOrmEntity } from './user.orm-entity.js';

/** The users module's TypeORM entities, for src/database/orm-entities.ts (user_sessions has none: connect-pg-simple's). */
export const USERS_ORM_ENTITIES = [UserOrmEntity, PasswordTokenOrmEntity, AuditLogOrmEntity] as const;
