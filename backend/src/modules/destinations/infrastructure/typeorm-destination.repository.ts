import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { categoryFromRow, type CategoryColumns } from '../../catalog/infrastructure/category-summary.sql.js';
import { placeListSql, type ListSql, type PlaceTable } from '../../catalog/infrastructure/place-list.sql.js';
import { TypeOrmPlaceReads } from '../../catalog/infrastructure/typeorm-place.reads.js';
import { openStateOf } from '../../catalog/infrastructure/open-now.sql.js';
import { rewriteOpenIntervals } from '../../catalog/infrastructure/open-intervals.writer.js';
import type { PlaceListFilter } from '../../catalog/domain/place.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import type { Destination } from '../domain/destination.js';
import { DestinationRepository, type DestinationView } from '../application/ports/destination.repository.js';
import { DestinationMapper } from './destination.mapper.js';
import { DestinationOrmEntity } from './destination.orm-entity.js';

/** The destinations table for the shared place SQL; order (the contract): verified first, rating (unrated last), name. */
export const DESTINATIONS_TABLE: PlaceTable = {
  table: 'destinations',
  alias: 'd',
  ownColumns: `d.image_url AS "imageUrl"`,
  order: [
    ['is_verified', 'DESC'],
    ['rating', 'DESC NULLS LAST'],
    ['name', 'ASC'],
    ['id', 'ASC'],
  ],
  couponColumn: 'destination_id',
};

type DestinationSqlRow = Omit<DestinationOrmEntity, 'category' | 'rating'> & {
  rating: string | null;
} & CategoryColumns & { hasActiveCoupon: boolean } & Parameters<typeof openStateOf>[0];

/** The SQL of one page of the list and of its total (exported for the EXPLAIN test and the benchmark). */
export function destinationListSql(filter: PlaceListFilter, page: PageRequest): ListSql {
  return placeListSql(DESTINATIONS_TABLE, filter, page);
}

function toView(row: DestinationSqlRow): DestinationView {
  return {
    destination: DestinationMapper.toDomain(row),
    category: categoryFromRow(row),
    hasActiveCoupon: row.hasActiveCoupon,
    openState: openStateOf(row),
  };
}

const READS = new TypeOrmPlaceReads(DESTINATIONS_TABLE, DestinationOrmEntity, toView, (row) =>
  DestinationMapper.toDomain(row),
);

/** Destinations in PostgreSQL; every call joins the unit of work in progress, if any. */
@Injectable()
export class TypeOrmDestinationRepository extends DestinationRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  private manager(): EntityManager {
    return TypeOrmUnitOfWork.manager(this.dataSource);
  }

  override async list(filter: PlaceListFilter, page: PageRequest): Promise<Page<DestinationView>> {
    return READS.list(this.manager(), filter, page);
  }

  override async findById(id: string): Promise<DestinationView | null> {
    return READS.findOne(this.manager(), `d.id = $1`, id);
  }

  override async lockById(id: string): Promise<Destination | null> {
    return READS.lockById(this.manager(), id);
  }

  override async add(destination: Destination): Promise<void> {
    await this.manager().getRepository(DestinationOrmEntity).insert(DestinationMapper.toPersistence(destination));
    await rewriteOpenIntervals(this.manager(), 'destination', destination, destination.updatedAt);
  }

  override async save(destination: Destination): Promise<void> {
    const { id, createdAt: _createdAt, ...fields } = DestinationMapper.toPersistence(destination);
    await this.manager().getRepository(DestinationOrmEntity).update({ id }, fields);
    await rewriteOpenIntervals(this.manager(), 'destination', destination, destination.updatedAt);
  }
}
