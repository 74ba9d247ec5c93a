import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Category } from '../domain/category.js';
import { CategoryRepository, type CategoryFilter } from '../application/ports/category.repository.js';
import { CategoryMapper } from './category.mapper.js';
import type { CategoryOrmEntity } from './category.orm-entity.js';

type CategoryRow = Pick<CategoryOrmEntity, 'id' | 'name' | 'type' | 'icon' | 'color'>;

/** The SQL of the category list (exported for the benchmark's floor): type, then name, then id. */
export function categoryListSql(filter: CategoryFilter): { sql: string; params: unknown[] } {
  const where = filter.type ? 'WHERE type = $1' : '';
  return {
    sql: `SELECT id, name, type, icon, color FROM categories ${where} ORDER BY type ASC, name ASC, id ASC`,
    params: filter.type ? [filter.type] : [],
  };
}

/** Categories in PostgreSQL; one plain query (the list is read on every page: no query builder, issue 13.3). */
@Injectable()
export class TypeOrmCategoryRepository extends CategoryRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  override async findAll(filter: CategoryFilter): Promise<Category[]> {
    const { sql, params } = categoryListSql(filter);
    const rows: CategoryRow[] = await this.dataSource.query(sql, params);
    return rows.map((row) => CategoryMapper.toDomain(row));
  }
}
