import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from './sql.js';
import { UnitOfWork } from './unit-of-work.js';

/** The names of the prepared statements (preparedRows), by their text: a few per process, fixed by the code. */
const statementNames = new Map<string, string>();

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

  /**
   * Rows of a read as a named prepared statement (issue 13.3): PostgreSQL parses and plans it once per connection, not
   * on every request (a feed's per-member statement took longer to plan than to run). The name is made from the
   * text, so one text is one statement. Inside a transaction, an ordinary query on the transaction's connection.
   */
  async preparedRows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    if (current.getStore()) return this.rows<T>(sql, params);
    let name = statementNames.get(sql);
    if (name === undefined) {
      name = `tara_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
      statementNames.set(sql, name);
    }
    const pool = (this.dataSource.driver as unknown as { master: pg.Pool }).master;
    return (await pool.query<T & pg.QueryResultRow>({ name, text: sql, values: params })).rows;
  }

  /** The manager of the transaction in progress, or the DataSource's own (auto-commit) outside a transaction. */
  static manager(dataSource: DataSource): EntityManager {
    return current.getStore() ?? dataSource.manager;
  }
}
