import { Clock } from '../../../shared/time/clock.js';
import { CommunityStatsReader, type CommunityStats } from './ports/community-stats.reader.js';

const ACTIVE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Philippine time is UTC+8 all year (no daylight saving). */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Midnight of `now`'s day in Philippine time, as an instant. */
export function startOfManilaDay(now: Date): Date {
  const local = now.getTime() + MANILA_OFFSET_MS;
  const midnightLocal = local - (((local % 86_400_000) + 86_400_000) % 86_400_000);
  return new Date(midnightLocal - MANILA_OFFSET_MS);
}

/** GET /api/posts/stats: the stat cards of /community from live counts. */
export class CommunityStatsQuery {
  constructor(
    private readonly stats: CommunityStatsReader,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<CommunityStats> {
    const now = this.clock.now();
    return this.stats.read(new Date(now.getTime() - ACTIVE_WINDOW_MS), startOfManilaDay(now));
  }
}
