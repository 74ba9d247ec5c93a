import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { categoryFromRow, type CategoryColumns } from '../../catalog/infrastructure/category-summary.sql.js';
import { placeListSql, type ListSql, type PlaceTable } from '../../catalog/infrastructure/place-list.sql.js';
import { TypeOrmPlaceReads } from '../../catalog/infrastructure/typeorm-place.reads.js';
import { openStateOf } from '../../catalog/infrastructure/open-now.sql.js';
import { rewriteOpenIntervals } from '../../catalog/infrastructure/open-intervals.writer.js';
import type { PlaceListFilter } from '../../catalog/domain/place.js';
import { escapeLike, isUniqueViolation } from '../../../shared/persistence/sql.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import type { Service } from '../domain/service.js';
import { ServiceError } from '../domain/service.errors.js';
import { ServiceRepository, type ServiceView } from '../application/ports/service.repository.js';
import { ServiceMapper } from './service.mapper.js';
import { ServiceOrmEntity } from './service.orm-entity.js';

/** The services table for the shared place SQL; order (the contract): emergency, verified, rating (unrated last), name. */
export const SERVICES_TABLE: PlaceTable = {
  table: 'services',
  alias: 's',
  ownColumns:
    `s.slug, s.hours, s.main_image_index AS "mainImageIndex", s.is_open_24h AS "isOpen24h", s.is_emergency AS "isEmergency", ` +
    `s.gas_price AS "gasPrice", s.gas_price_updated_at AS "gasPriceUpdatedAt"`,
  order: [
    ['is_emergency', 'DESC'],
    ['is_verified', 'DESC'],
    ['rating', 'DESC NULLS LAST'],
    ['name', 'ASC'],
    ['id', 'ASC'],
  ],
  couponColumn: 'service_id',
};

const SLUG_UNIQUE_INDEX = 'services_slug_lower_key';

type ServiceSqlRow = Omit<ServiceOrmEntity, 'category' | 'rating' | 'gasPrice'> & {
  rating: string | null;
  gasPrice: string | null;
} & CategoryColumns & { hasActiveCoupon: boolean } & Parameters<typeof openStateOf>[0];

/** The SQL of one page of the list and of its total (exported for the EXPLAIN test and the benchmark). */
export function serviceListSql(filter: PlaceListFilter, page: PageRequest): ListSql {
  return placeListSql(SERVICES_TABLE, filter, page);
}

function toView(row: ServiceSqlRow): ServiceView {
  return {
    service: ServiceMapper.toDomain(row),
    category: categoryFromRow(row),
    hasActiveCoupon: row.hasActiveCoupon,
    openState: openStateOf(row),
  };
}

const READS = new TypeOrmPlaceReads(SERVICES_TABLE, ServiceOrmEntity, toView, (row) => ServiceMapper.toDomain(row));

/** Services in PostgreSQL; every call joins the unit of work in progress, if any. */
@Injectable()
export class TypeOrmServiceRepository extends ServiceRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  private manager(): EntityManager {
    return TypeOrmUnitOfWork.manager(this.dataSource);
  }

  override async list(filter: PlaceListFilter, page: PageRequest): Promise<Page<ServiceView>> {
    return READS.list(this.manager(), filter, page);
  }

  override async findById(id: string): Promise<ServiceView | null> {
    return READS.findOne(this.manager(), `s.id = $1`, id);
  }

  override async findBySlug(slug: string): Promise<ServiceView | null> {
    return READS.findOne(this.manager(), `lower(s.slug) = lower($1)`, slug);
  }

  override async lockById(id: string): Promise<Service | null> {
    return READS.lockById(this.manager(), id);
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
         is_verified, created_at, updated_at, local_name, opening_hours)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
       ON CONFLICT ((lower(slug))) DO NOTHING
       RETURNING id`,
      [
        row.id,
        row.name,
        row.slug,
        row.description,
        row.address,
        row.phone,
        row.hours,
        row.website,
        row.latitude,
        row.longitude,
        row.images,
        row.mainImageIndex,
        row.rating,
        row.reviewCount,
        row.isOpen24h,
        row.isEmergency,
        row.gasPrice,
        row.gasPriceUpdatedAt,
        row.categoryId,
        row.isVerified,
        row.createdAt,
        row.updatedAt,
        row.localName,
        row.openingHours,
      ],
    );
    if (inserted.length === 1) await rewriteOpenIntervals(this.manager(), 'service', service, service.updatedAt);
    return inserted.length === 1;
  }

  override async save(service: Service): Promise<void> {
    const { id, createdAt: _createdAt, ...fields } = ServiceMapper.toPersistence(service);
    try {
      await this.manager().getRepository(ServiceOrmEntity).update({ id }, fields);
      await rewriteOpenIntervals(this.manager(), 'service', service, service.updatedAt);
    } catch (error) {
      if (isUniqueViolation(error, SLUG_UNIQUE_INDEX)) throw ServiceError.slugTaken(service.slug);
      throw error;
    }
  }
}
