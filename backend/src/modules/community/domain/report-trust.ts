import { isStaff, type Role } from '../../../shared/domain/role.js';

/**
 * Trust before a report can hide a post (issue 28.3, in the spirit of Discourse's trust levels). A report is always
 * recorded and queued for the moderators; it only counts towards hiding the post automatically when its reporter is
 * in good standing, and a staff member's post is never hidden automatically.
 */
export interface ReportTrustPolicy {
  /** An account at least this old is trusted (REPORT_TRUST_MIN_ACCOUNT_AGE_HOURS, default 72). */
  readonly minAccountAgeHours: number;
  /** A reporter with at least this many dismissed reports in the window ... (REPORT_DISTRUST_MIN_DISMISSED, default 3) */
  readonly distrustMinDismissed: number;
  /** ... and more dismissed than upheld ones in it loses the weight of their reports (REPORT_DISTRUST_WINDOW_DAYS, default 90). */
  readonly distrustWindowDays: number;
}

export const DEFAULT_REPORT_TRUST_POLICY: ReportTrustPolicy = {
  minAccountAgeHours: 72,
  distrustMinDismissed: 3,
  distrustWindowDays: 90,
};

/** What the rule knows of a reporter (counted by the database in the statement that hides a post). */
export interface ReporterRecord {
  readonly accountCreatedAt: Date;
  /** Their reports ever upheld by a moderator (the post removed, its author suspended or banned). */
  readonly upheldReports: number;
  /** Their posts shown in the feed now (status visible). */
  readonly publishedPosts: number;
  /** Their reports dismissed, and upheld, within the distrust window. */
  readonly dismissedRecently: number;
  readonly upheldRecently: number;
}

/** The instants the rule compares with, for `now`: the SQL of PostRepository.hideWhenReportedBy takes these. */
export interface TrustCutoffs {
  /** Accounts created at or before this are old enough. */
  readonly trustedIfCreatedBy: Date;
  /** Reports resolved after this are "recent" for the distrust rule. */
  readonly recentSince: Date;
  readonly distrustMinDismissed: number;
}

const HOUR_MS = 60 * 60 * 1000;

export function trustCutoffs(policy: ReportTrustPolicy, now: Date): TrustCutoffs {
  return {
    trustedIfCreatedBy: new Date(now.getTime() - policy.minAccountAgeHours * HOUR_MS),
    recentSince: new Date(now.getTime() - policy.distrustWindowDays * 24 * HOUR_MS),
    distrustMinDismissed: policy.distrustMinDismissed,
  };
}

/** Good standing: old enough, or with an accepted contribution; and not someone whose reports keep being dismissed. */
export function isInGoodStanding(reporter: ReporterRecord, cutoffs: TrustCutoffs): boolean {
  const established =
    reporter.accountCreatedAt.getTime() <= cutoffs.trustedIfCreatedBy.getTime() ||
    reporter.upheldReports > 0 ||
    reporter.publishedPosts > 0;
  const distrusted =
    reporter.dismissedRecently >= cutoffs.distrustMinDismissed && reporter.dismissedRecently > reporter.upheldRecently;
  return established && !distrusted;
}

/** Staff posts (role.ts STAFF: admin, moderator, editor) are never hidden by members' reports; moderators decide. */
export function mayBeHiddenByReports(authorRole: Role): boolean {
  return !isStaff(authorRole);
}

/** Whether a post is hidden now: its author is not staff and `threshold` of its open reports come from members in good standing. */
export function shouldHide(
  authorRole: Role,
  openReporters: readonly ReporterRecord[],
  cutoffs: TrustCutoffs,
  threshold: number,
): boolean {
  return (
    mayBeHiddenByReports(authorRole) &&
    openReporters.filter((reporter) => isInGoodStanding(reporter, cutoffs)).length >= threshold
  );
}
