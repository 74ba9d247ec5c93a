export interface CommunityStats {
  /** Members who posted, commented, liked or signed in during the last 30 days. */
  readonly activeMembers: number;
  /** Posts since midnight, Philippine time. */
  readonly todaysPosts: number;
  readonly totalPosts: number;
}

/** Live counts for the stat cards of /community (DESIGN.md 5). */
export abstract class CommunityStatsReader {
  abstract read(activeSince: Date, todayStartsAt: Date): Promise<CommunityStats>;
}
