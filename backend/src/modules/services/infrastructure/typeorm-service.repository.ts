import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { Page, PageRequest } from '../../catalog/domain/page.js';
import { categoryFilterSql } from '../../catalog/infrastructure/category-filter.sql.js';
import {
  CATEGORY_COLUMNS_SQL,
  categoryFromRow,
  type CategoryColumns,
} from '../../catalog/infrastructure/category-summary.sql.js';
import { escapeLike, searchConditions } from '../../catalog/infrastructure/catalog-search.sql.js';
import { TypeOrmUnitOfWork } from '../../catalog/infrastructure/typeorm-unit-of-work.js';
import type { Service } from '../domain/service.js';
import { ServiceError } from '../domain/service.errors.js';
import { ServiceRepository, type ServiceListFilter, type ServiceView } from '../application/ports/service.repository.js';
import { ServiceMapper } from './service.mapper.js';
import { ServiceOrmEntity } from './service.orm-entity.js';

const SERVICE_COLUMNS_SQL = `
  s.id, s.name, s.slug, s.description, s.address, s.phone, s.hours, s.website, s.latitude, s.longitude, s.images,
  s.main_image_index AS "mainImageIndex", s.rating, s.review_count AS "reviewCount", s.is_open_24h AS "isOpen24h",
  s.is_emergency AS "isEmergency", s.gas_price AS "gasPrice", s.gas_price_updated_at AS "gasPriceUpdatedAt",
  s.category_id AS "categoryId", s.is_verified AS "isVerified", s.created_at AS "createdAt", s.updated_at AS "updatedAt"`;

/** Listing order (the contract): emergency first, then verified, then by rating with unrated last, then by name. */
export const SERVICE_ORDER_SQL = `s.is_emergency DESC, s.is_verified DESC, s.rating DESC NULLS LAST, s.name ASC, s.id ASC`;

const SLUG_UNIQUE_INDEX = 'services_slug_lower_key';

type ServiceSqlRow = Omit<ServiceOrmEntity, 'category' | 'rating' | 'gasPrice'> & {
  rating: string | null;
  gasPrice: string | null;
} & CategoryColumns;

export interface ListSql {
  readonly sql: string;
  readonly countSql: string;
  readonly params: unknown[];
  readonly countParams: unknown[];
}

/** The SQL of one page of the list and of its total (exported for the EXPLAIN test and the benchmark). */
export function serviceListSql(filter: ServiceListFilter, page: PageRequest): ListSql {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.categoryId !== undefined) {
    params.push(filter.categoryId);
    where.push(`s.category_id = $${params.length}`);
  }
  if (filter.type !== undefined) where.push(categoryFilterSql({ kind: 'type', type: filter.type }, 's', params));
  if (filter.category !== undefined) where.push(categoryFilterSql(filter.category, 's', params));
  where.push(...searchConditions('s', filter.terms, params));
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];
  const countSql = `SELECT count(*)::int AS total FROM services s ${whereSql}`;
  params.push(page.limit, page.offset);
  const sql =
    `SELECT ${SERVICE_COLUMNS_SQL}, ${CATEGORY_COLUMNS_SQL} FROM services s ` +
    `LEFT JOIN categories c ON c.id = s.category_id ${whereSql} ` +
    `ORDER BY ${SERVICE_ORDER_SQL} LIMIT $${params.length - 1} OFFSET $${params.length}`;
  return { sql, countSql, params, countParams };
}

function toView(row: ServiceSqlRow): ServiceView {
  return { service: ServiceMapper.toDomain(row), category: categoryFromRow(row) };
}

function isSlugConflict(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === '23505' && driverError.constraint === SLUG_UNIQUE_INDEX;
}

/** Services in PostgreSQL; every call joins the unit of work in progress, if any. */
@Injectable()
export class TypeOrmServiceRepository extends ServiceRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  private manager(): EntityManager {
    return TypeOrmUnitOfWork.manager(this.dataSource);
  }

  override async list(filter: ServiceListFilter, page: PageRequest): Promise<Page<ServiceView>> {
    const { sql, countSql, params, countParams } = serviceListSql(filter, page);
    const manager = this.manager();
    const [rows, counted] = await Promise.all([
      manager.query(sql, params) as Promise<ServiceSqlRow[]>,
      manager.query(countSql, countParams) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map(toView), total: counted[0]?.total ?? 0 };
  }

  override async findById(id: string): Promise<ServiceView | null> {
    return this.findOne(`s.id = $1`, id);
  }

  override async findBySlug(slug: string): Promise<ServiceView | null> {
    return this.findOne(`lower(s.slug) = lower($1)`, slug);
  }

  private async findOne(condition: string, value: string): Promise<ServiceView | null> {
    const rows: ServiceSqlRow[] = await this.manager().query(
      `SELECT ${SERVICE_COLUMNS_SQL}, ${CATEGORY_COLUMNS_SQL} FROM services s ` +
        `LEFT JOIN categories c ON c.id = s.category_id WHERE ${condition}`,
      [value],
    );
    return rows[0] ? toView(rows[0]) : null;
  }

  override async lockById(id: string): Promise<Service | null> {
    const row = await this.manager()
      .getRepository(ServiceOrmEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    return row ? ServiceMapper.toDomain(row) : null;
  }

  override async slugsStartingWith(base: string): Promise<string[]> {
    const rows: Array<{ slug: string }> = await this.manager().query(
      `SELECT lower(slug) AS slug FROM services WHERE lower(slug) = $1 OR lower(slug) LIKE $2`,
      [base, `${escapeLike(base)}-%`],
    );
    return rows.map((row) => row.slug);
  }

  override async isSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
    const rows: unknown[] = await this.manager().query(
      `SELECT 1 FROM services WHERE lower(slug) = lower($1) AND ($2::uuid IS NULL OR id <> $2::uuid) LIMIT 1`,
      [slug, exceptId ?? null],
    );
    return rows.length > 0;
  }

  override async addIfSlugFree(service: Service): Promise<boolean> {
    const row = ServiceMapper.toPersistence(service);
    const inserted: Array<{ id: string }> = await this.manager().query(
      `INSERT INTO services (id, name, slug, description, address, phone, hours, website, latitude, longitude, images,
         main_image_index, rating, review_count, is_open_24h, is_emergency, gas_price, gas_price_updated_at, category_id,
         is_verified, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
       ON CONFLICT ((lower(slug))) DO NOTHING
       RETURNING id`,
      [
        row.id, row.name, row.slug, row.description, row.address, row.phone, row.hours, row.website, row.latitude,
        row.longitude, row.images, row.mainImageIndex, row.rating, row.reviewCount, row.isOpen24h, row.isEmergency,
        row.gasPrice, row.gasPriceUpdatedAt, row.categoryId, row.isVerified, row.createdAt, row.updatedAt,
      ],
    );
    return inserted.length === 1;
  }

  override async save(service: Service): Promise<void> {
    const { id, createdAt: _createdAt, ...fields } = ServiceMapper.toPersistence(service);
    try {
      await this.manager().getRepository(ServiceOrmEntity).update({ id }, fields);
    } catch (error) {
      if (isSlugConflict(error)) throw ServiceError.slugTaken(service.slug);
      throw error;
    }
  }
}
