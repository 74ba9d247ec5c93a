import type { EntityManager } from 'typeorm';

/**
 * One module's demo data (DESIGN.md 6). Written with plain SQL through the given EntityManager, which runs
 * inside the loader's transaction. A set may read what earlier sets wrote (e.g. category ids by name).
 */
export interface DemoDataSet {
  /** Module name, for logs. */
  readonly name: string;
  load(manager: EntityManager): Promise<void>;
}
