import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Page, PageRequest } from '../../catalog/domain/page.js';
import { categoryFilterSql } from '../../catalog/infrastructure/category-filter.sql.js';
import {
  CATEGORY_COLUMNS_SQL,
  categoryFromRow,
  type CategoryColumns,
} from '../../catalog/infrastructure/category-summary.sql.js';
import { searchConditions } from '../../catalog/infrastructure/catalog-search.sql.js';
import { TypeOrmUnitOfWork } from '../../catalog/infrastructure/typeorm-unit-of-work.js';
import type { Destination } from '../domain/destination.js';
import {
  DestinationRepository,
  type DestinationListFilter,
  type DestinationView,
} from '../application/ports/destination.repository.js';
import { DestinationMapper } from './destination.mapper.js';
import { DestinationOrmEntity } from './destination.orm-entity.js';

const DESTINATION_COLUMNS_SQL = `
  d.id, d.name, d.description, d.address, d.latitude, d.longitude, d.phone, d.website,
  d.image_url AS "imageUrl", d.images, d.rating, d.review_count AS "reviewCount", d.category_id AS "categoryId",
  d.is_verified AS "isVerified", d.created_at AS "createdAt", d.updated_at AS "updatedAt"`;

/** Listing order (the contract): verified first, then by rating with unrated last, then by name. */
export const DESTINATION_ORDER_SQL = `d.is_verified DESC, d.rating DESC NULLS LAST, d.name ASC, d.id ASC`;

type DestinationSqlRow = Omit<DestinationOrmEntity, 'category' | 'rating'> & { rating: string | null } & CategoryColumns;

export interface ListSql {
  readonly sql: string;
  readonly countSql: string;
  readonly params: unknown[];
  readonly countParams: unknown[];
}

/** The SQL of one page of the list and of its total (exported for the EXPLAIN test and the benchmark). */
export function destinationListSql(filter: DestinationListFilter, page: PageRequest): ListSql {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.categoryId !== undefined) {
    params.push(filter.categoryId);
    where.push(`d.category_id = $${params.length}`);
  }
  if (filter.category !== undefined) where.push(categoryFilterSql(filter.category, 'd', params));
  where.push(...searchConditions('d', filter.terms, params));
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];
  const countSql = `SELECT count(*)::int AS total FROM destinations d ${whereSql}`;
  params.push(page.limit, page.offset);
  const sql =
    `SELECT ${DESTINATION_COLUMNS_SQL}, ${CATEGORY_COLUMNS_SQL} FROM destinations d ` +
    `LEFT JOIN categories c ON c.id = d.category_id ${whereSql} ` +
    `ORDER BY ${DESTINATION_ORDER_SQL} LIMIT $${params.length - 1} OFFSET $${params.length}`;
  return { sql, countSql, params, countParams };
}

function toView(row: DestinationSqlRow): DestinationView {
  return { destination: DestinationMapper.toDomain(row), category: categoryFromRow(row) };
}

/** Destinations in PostgreSQL; every call joins the unit of work in progress, if any. */
@Injectable()
export class TypeOrmDestinationRepository extends DestinationRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  private manager(): EntityManager {
    return TypeOrmUnitOfWork.manager(this.dataSource);
  }

  override async list(filter: DestinationListFilter, page: PageRequest): Promise<Page<DestinationView>> {
    const { sql, countSql, params, countParams } = destinationListSql(filter, page);
    const manager = this.manager();
    const [rows, counted] = await Promise.all([
      manager.query(sql, params) as Promise<DestinationSqlRow[]>,
      manager.query(countSql, countParams) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map(toView), total: counted[0]?.total ?? 0 };
  }

  override async findById(id: string): Promise<DestinationView | null> {
    const rows: DestinationSqlRow[] = await this.manager().query(
      `SELECT ${DESTINATION_COLUMNS_SQL}, ${CATEGORY_COLUMNS_SQL} FROM destinations d ` +
        `LEFT JOIN categories c ON c.id = d.category_id WHERE d.id = $1`,
      [id],
    );
    return rows[0] ? toView(rows[0]) : null;
  }

  override async lockById(id: string): Promise<Destination | null> {
    const row = await this.manager()
      .getRepository(DestinationOrmEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    return row ? DestinationMapper.toDomain(row) : null;
  }

  override async add(destination: Destination): Promise<void> {
    await this.manager().getRepository(DestinationOrmEntity).insert(DestinationMapper.toPersistence(destination));
  }

  override async save(destination: Destination): Promise<void> {
    const { id, createdAt: _createdAt, ...fields } = DestinationMapper.toPersistence(destination);
    await this.manager().getRepository(DestinationOrmEntity).update({ id }, fields);
  }
}
