import { CategoryOrmEntity } from '../modules/categories/infrastructure/category.orm-entity.js';
import { AUTH_ORM_ENTITIES } from '../modules/auth/infrastructure/auth.orm-entities.js';
import { USERS_ORM_ENTITIES } from '../modules/users/infrastructure/users.orm-entities.js';
import { DestinationOrmEntity } from '../modules/destinations/infrastructure/destination.orm-entity.js';
import { ServiceOrmEntity } from '../modules/services/infrastructure/service.orm-entity.js';
import { ReviewOrmEntity } from '../modules/reviews/infrastructure/review.orm-entity.js';
import { ReviewStatsOrmEntity } from '../modules/reviews/infrastructure/review-stats.orm-entity.js';

/**
 * Every TypeORM entity of every module (the DataSource needs them all; modules still import theirs with
 * TypeOrmModule.forFeature to get a Repository). test/database.int-spec.ts checks that entities and
 * migrations describe the same schema.
 */
export const ORM_ENTITIES: ReadonlyArray<new () => object> = [
  ...USERS_ORM_ENTITIES,
  ...AUTH_ORM_ENTITIES,
  CategoryOrmEntity,
  DestinationOrmEntity,
  ServiceOrmEntity,
  ReviewOrmEntity,
  ReviewStatsOrmEntity,
];
