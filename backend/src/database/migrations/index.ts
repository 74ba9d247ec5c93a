import type { MigrationInterface } from 'typeorm';
import { CreateAppMeta1795309100000 } from './1795309100000-create-app-meta.js';
import { CreateCategories1795309200000 } from './1795309200000-create-categories.js';

/**
 * Every schema change, oldest first (run at start-up, migrationsRun; never synchronize).
 * A new migration: add `<timestamp>-<what>.ts` here (class name ending in that timestamp) and list it below.
 * Never edit a migration that has been committed; write a new one.
 */
export const MIGRATIONS: ReadonlyArray<new () => MigrationInterface> = [
  CreateAppMeta1795309100000,
  CreateCategories1795309200000,
];
