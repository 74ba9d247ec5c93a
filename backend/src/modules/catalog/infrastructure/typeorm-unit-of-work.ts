import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UnitOfWork } from '../application/ports/unit-of-work.js';

/**
 * UnitOfWork on the TypeORM DataSource: `run` opens one transaction (READ COMMITTED) and keeps its
 * EntityManager in an AsyncLocalStorage, so that every catalog repository called inside uses it
 * (`manager()`). Nested `run` calls join the outer transaction.
 */
@Injectable()
export class TypeOrmUnitOfWork extends UnitOfWork {
  private static readonly current = new AsyncLocalStorage<EntityManager>();

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  override run<T>(work: () => Promise<T>): Promise<T> {
    if (TypeOrmUnitOfWork.current.getStore()) return work();
    return this.dataSource.transaction((manager) => TypeOrmUnitOfWork.current.run(manager, work));
  }

  /** The manager of the transaction in progress, or the DataSource's own outside a transaction. */
  static manager(dataSource: DataSource): EntityManager {
    return TypeOrmUnitOfWork.current.getStore() ?? dataSource.manager;
  }
}
