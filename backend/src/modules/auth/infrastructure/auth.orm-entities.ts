import { ApiTokenOrmEntity } from './api-token.orm-entity.js';
import { LoginFailureOrmEntity } from './login-failure.orm-entity.js';
import { UserIdentityOrmEntity } from './user-identity.orm-entity.js';

/** The auth module's TypeORM entities, for src/database/orm-entities.ts (user_sessions has none: connect-pg-simple's). */
export const AUTH_ORM_ENTITIES = [ApiTokenOrmEntity, UserIdentityOrmEntity, LoginFailureOrmEntity] as const;
