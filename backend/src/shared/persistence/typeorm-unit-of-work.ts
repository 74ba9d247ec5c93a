import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from './sql.js';
import { UnitOfWork } from './unit-of-work.js';

/** The one AsyncLocalStorage of the app: the EntityManager of the transaction in progress. */
const current = new AsyncLocalStorage<EntityManager>();

/**
 * UnitOfWork on the TypeORM DataSource: `run` opens one transaction (READ COMMITTED) and keeps its EntityManager in
 * the app's one AsyncLocalStorage, so that every repository of every module called inside uses it (`manager()`).
 * Nested `run` calls join the outer transaction. Adapters inject this class itself for `manager` and `rows()`.
 */
@Injectable()
export class TypeOrmUnitOfWork extends UnitOfWork {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  override run<T>(work: () => Promise<T>): Promise<T> {
    if (current.getStore()) return work();
    return this.dataSource.transaction((manager) => current.run(manager, work));
  }

  /** What adapters query through: the transaction in progress, else the DataSource's own manager (auto-commit). */
  get manager(): EntityManager {
    return TypeOrmUnitOfWork.manager(this.dataSource);
  }

  /** Rows of a statement; for UPDATE and DELETE ... RETURNING, TypeORM's [rows, affected] answer is unwrapped. */
  async rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return returnedRows<T>(await this.manager.query(sql, params));
  }

  /**
   * Rows of a statement run on its own, auto-committed, even when the caller is inside a transaction: for work done on
   * behalf of several requests at once (GroupCommit), which must not join one of theirs.
   */
  async autoCommitRows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return returnedRows<T>(await this.dataSource.manager.query(sql, params));
  }

  /** The manager of the transaction in progress, or the DataSource's own (auto-commit) outside a transaction. */
  static manager(dataSource: DataSource): EntityManager {
    return current.getStore() ?? dataSource.manager;
  }
}
