import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import type { PlaceListFilter } from '../domain/place.js';
import { placeListSql, placeSelectSql, queryListPage, type PlaceTable } from './place-list.sql.js';

/**
 * The reads every place repository makes the same way over its table (place-list.sql.ts): a page of the list, one
 * place by a condition, and one row locked for a write. `toView` maps a row of the place SQL (with its category and
 * coupon flag), `toDomain` an ORM row.
 */
export class TypeOrmPlaceReads<Row, View, Entity extends { id: string }, Domain> {
  constructor(
    private readonly table: PlaceTable,
    private readonly entity: EntityTarget<Entity>,
    private readonly toView: (row: Row) => View,
    private readonly toDomain: (row: Entity) => Domain,
  ) {}

  list(manager: EntityManager, filter: PlaceListFilter, page: PageRequest): Promise<Page<View>> {
    return queryListPage(manager, placeListSql(this.table, filter, page), page, (row: Row) => this.toView(row));
  }

  /** The place where `condition` (a constant of the caller, on the table's alias, `$1` its one parameter) holds. */
  async findOne(manager: EntityManager, condition: string, value: string): Promise<View | null> {
    // sql-safe: condition is a constant of the calling repository; the value is $1
    const rows: Row[] = await manager.query(`${placeSelectSql(this.table)} WHERE ${condition}`, [value]);
    return rows[0] ? this.toView(rows[0]) : null;
  }

  /** The row of `id` locked (FOR UPDATE) until the unit of work ends. */
  async lockById(manager: EntityManager, id: string): Promise<Domain | null> {
    const row = await manager
      .getRepository(this.entity)
      .findOne({ where: { id } as FindOptionsWhere<Entity>, lock: { mode: 'pessimistic_write' } });
    return row ? this.toDomain(row) : null;
  }
}
