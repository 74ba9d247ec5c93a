import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import type { CategoryType } from '../../../shared/domain/category-type.js';
import type { Category } from '../domain/category.js';
import { nameTaken } from '../domain/category-rules.js';
import {
  CategoryUsage,
  CategoryWriteRepository,
  type CategoryUses,
} from '../application/ports/category-write.repository.js';
import { CategoryMapper } from './category.mapper.js';
import { CategoryOrmEntity } from './category.orm-entity.js';

/** The unique constraints that refuse a second category with the same type and name. */
const NAME_UNIQUE = new Set(['categories_type_name_key', 'categories_type_lower_name_key']);

function isNameConflict(error: unknown): boolean {
  const driverError =
    error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === '23505' && NAME_UNIQUE.has(driverError.constraint ?? '');
}

/** Category writes in PostgreSQL; every call joins the unit of work in progress, if any. */
@Injectable()
export class TypeOrmCategoryWriteRepository extends CategoryWriteRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  private manager(): EntityManager {
    return TypeOrmUnitOfWork.manager(this.dataSource);
  }

  override async lockById(id: string): Promise<Category | null> {
    const row = await this.manager()
      .getRepository(CategoryOrmEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    return row ? CategoryMapper.toDomain(row) : null;
  }

  override async isNameTaken(type: CategoryType, name: string, exceptId?: string): Promise<boolean> {
    const rows: unknown[] = await this.manager().query(
      `SELECT 1 FROM categories WHERE type = $1 AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3::uuid) LIMIT 1`,
      [type, name, exceptId ?? null],
    );
    return rows.length > 0;
  }

  override async add(category: Category): Promise<void> {
    try {
      await this.manager().getRepository(CategoryOrmEntity).insert(CategoryMapper.toPersistence(category));
    } catch (error) {
      if (isNameConflict(error)) throw nameTaken(category);
      throw error;
    }
  }

  override async save(category: Category): Promise<void> {
    const { id, ...fields } = CategoryMapper.toPersistence(category);
    try {
      await this.manager().getRepository(CategoryOrmEntity).update({ id }, fields);
    } catch (error) {
      if (isNameConflict(error)) throw nameTaken(category);
      throw error;
    }
  }
}

/** Counts the destinations and services of a category straight from their tables (an adapter may). */
@Injectable()
export class TypeOrmCategoryUsage extends CategoryUsage {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  override async countUses(categoryId: string): Promise<CategoryUses> {
    const rows: Array<{ destinations: number; services: number }> = await TypeOrmUnitOfWork.manager(
      this.dataSource,
    ).query(
      `SELECT (SELECT count(*)::int FROM destinations WHERE category_id = $1) AS destinations,
              (SELECT count(*)::int FROM services WHERE category_id = $1) AS services`,
      [categoryId],
    );
    return { destinations: rows[0]?.destinations ?? 0, services: rows[0]?.services ?? 0 };
  }
}
