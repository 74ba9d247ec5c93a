import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TransactionRunner } from '../application/ports/transaction-runner.js';

const current = new AsyncLocalStorage<EntityManager>();

/**
 * TransactionRunner on TypeORM: run() opens one transaction (or joins the one already open) and keeps its
 * EntityManager in AsyncLocalStorage; the repositories of this module ask manager() for it, so everything a use
 * case writes inside run() commits or rolls back together.
 */
@Injectable()
export class TypeOrmTransactionRunner extends TransactionRunner {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  override run<T>(work: () => Promise<T>): Promise<T> {
    if (current.getStore()) return work();
    return this.dataSource.transaction((manager) => current.run(manager, work));
  }

  /** The running transaction's manager, else the DataSource's (auto-commit). */
  manager(): EntityManager {
    return current.getStore() ?? this.dataSource.manager;
  }
}
