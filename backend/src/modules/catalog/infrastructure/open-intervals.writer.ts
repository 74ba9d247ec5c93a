import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { comingOpenIntervals } from '../domain/opening-hours.js';
import type { Clock } from '../../../shared/time/clock.js';

export type PlaceType = 'destination' | 'service';

/** How often every place's open intervals are computed again (the window is 14 days: always 13.75 days ahead). */
export const OPEN_INTERVALS_REFRESH_MS = 6 * 60 * 60 * 1000;

/** A key of pg_advisory_xact_lock per place type: one replica refreshes a table at a time. */
const REFRESH_LOCK = { destination: 1_795_320_901, service: 1_795_320_902 } as const;

interface PlaceHours {
  readonly id: string;
  readonly openingHours: string | null;
}

/** Every open interval of `places` from `now`, as the columns of one INSERT (unnest of three arrays). */
function intervalColumns(places: readonly PlaceHours[], now: Date): [string[], Date[], Date[]] {
  const ids: string[] = [];
  const starts: Date[] = [];
  const ends: Date[] = [];
  for (const place of places) {
    if (place.openingHours === null) continue;
    for (const interval of comingOpenIntervals(place.openingHours, now)) {
      ids.push(place.id);
      starts.push(interval.opensAt);
      ends.push(interval.closesAt);
    }
  }
  return [ids, starts, ends];
}

async function insertIntervals(manager: EntityManager, type: PlaceType, places: readonly PlaceHours[], now: Date) {
  const [ids, starts, ends] = intervalColumns(places, now);
  if (ids.length === 0) return;
  await manager.query(
    `INSERT INTO place_open_intervals (place_type, place_id, starts_at, ends_at)
     SELECT $1, unnest($2::uuid[]), unnest($3::timestamptz[]), unnest($4::timestamptz[])`,
    [type, ids, starts, ends],
  );
}

/**
 * Writes a place's open intervals again from its (checked) hours, in the unit of work of the write that changed them
 * (so a place is never seen with new hours and old intervals). No hours: no intervals.
 */
export async function rewriteOpenIntervals(
  manager: EntityManager,
  type: PlaceType,
  place: PlaceHours,
  now: Date,
): Promise<void> {
  await manager.query(`DELETE FROM place_open_intervals WHERE place_type = $1 AND place_id = $2`, [type, place.id]);
  await insertIntervals(manager, type, [place], now);
}

/**
 * Computes every place's open intervals of one type again, for the coming 14 days, in one transaction: at start-up
 * and then every 6 hours. Idempotent; with several replicas, one does it at a time (a transaction-scoped advisory
 * lock: the others skip) and each write replaces the whole table's rows, so the result is the same whoever runs.
 */
export class OpenIntervalsRefresher implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private readonly logger = new Logger('OpeningHours');

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly type: PlaceType,
  ) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), OPEN_INTERVALS_REFRESH_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Refreshes now; false when another replica held the lock (it refreshes). */
  async refresh(): Promise<boolean> {
    const table = this.type === 'destination' ? 'destinations' : 'services';
    return this.dataSource.transaction(async (manager) => {
      const [lock] = await manager.query<Array<{ locked: boolean }>>(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [
        REFRESH_LOCK[this.type],
      ]);
      if (!lock?.locked) return false;
      // sql-safe: table is one of two constants
      const places = await manager.query<PlaceHours[]>(
        `SELECT id, opening_hours AS "openingHours" FROM ${table} WHERE opening_hours IS NOT NULL`,
      );
      await manager.query(`DELETE FROM place_open_intervals WHERE place_type = $1`, [this.type]);
      await insertIntervals(manager, this.type, places, this.clock.now());
      return true;
    });
  }

  private async run(): Promise<void> {
    try {
      await this.refresh();
    } catch (error) {
      this.logger.warn(
        `Could not compute the ${this.type}s' open intervals: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
