import type { DataSource } from 'typeorm';
import type { DemoDataSet } from './demo-data-set.js';
import { DEMO_DATA_SETS } from './index.js';

/** app_meta key recording when the demo data was loaded. */
export const DEMO_DATA_MARKER = 'demo_data_loaded_at';

export interface DemoDataResult {
  /** True when this call loaded the data; false when it had been loaded before. */
  readonly loaded: boolean;
  readonly loadedAt: Date;
}

/**
 * Loads every demo data set once per database: all sets and the app_meta marker commit in one transaction,
 * under an advisory lock so that replicas starting together do not load twice. Deleting the marker row
 * (or the database) is the way to load again.
 */
export class DemoDataLoader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sets: readonly DemoDataSet[] = DEMO_DATA_SETS,
  ) {}

  async loadOnce(): Promise<DemoDataResult> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('tara-pampanga:demo-data'))`);
      const rows: Array<{ value: string }> = await manager.query(`SELECT value FROM app_meta WHERE key = $1`, [
        DEMO_DATA_MARKER,
      ]);
      if (rows.length > 0) return { loaded: false, loadedAt: new Date(rows[0].value) };
      for (const set of this.sets) await set.load(manager);
      const loadedAt = new Date();
      await manager.query(`INSERT INTO app_meta (key, value) VALUES ($1, $2)`, [
        DEMO_DATA_MARKER,
        loadedAt.toISOString(),
      ]);
      return { loaded: true, loadedAt };
    });
  }
}
