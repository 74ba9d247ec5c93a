import type { Page, PageRequest } from '../../../../shared/domain/page.js';
import type { Role } from '../../../../shared/domain/role.js';
import type { ReportOutcome, ReportStatus, ReportSubject, ReportTarget } from '../../domain/moderation-action.js';

export interface PersonView {
  readonly id: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
}

export interface ReportedPostView {
  readonly id: string;
  readonly content: string;
  readonly imageId: string | null;
  readonly status: 'visible' | 'under_review' | 'removed';
  readonly createdAt: Date;
  readonly author: PersonView & { readonly role: Role };
}

/** A reported review (issue 32, item 6): its stars, text and place, as moderators judge it. */
export interface ReportedReviewView {
  readonly id: string;
  readonly stars: number;
  readonly text: string;
  readonly status: 'published' | 'pending' | 'removed';
  readonly place: { readonly type: 'destination' | 'service'; readonly id: string; readonly name: string };
  readonly createdAt: Date;
  readonly author: PersonView & { readonly role: Role };
}

/** One report as GET /api/reports lists it. */
export interface ReportView {
  readonly id: string;
  readonly reason: string;
  readonly description: string | null;
  readonly status: ReportStatus;
  readonly actionTaken: string | null;
  readonly createdAt: Date;
  readonly resolvedAt: Date | null;
  readonly resolvedBy: PersonView | null;
  readonly reporter: PersonView;
  readonly reportedUser: PersonView;
  /** Exactly one of post and review is set. */
  readonly post: ReportedPostView | null;
  readonly review: ReportedReviewView | null;
}

/** The open reports of one post or review folded into one queue item (like Discourse's review queue). */
export interface QueueItemView {
  /** Exactly one of post and review is set. */
  readonly post: ReportedPostView | null;
  readonly review: ReportedReviewView | null;
  /** pending while any report is pending, else reviewed. */
  readonly status: ReportStatus;
  readonly reportIds: readonly string[];
  readonly reportCount: number;
  readonly reasons: ReadonlyArray<{ readonly reason: string; readonly count: number }>;
  readonly reporters: readonly PersonView[];
  readonly descriptions: readonly string[];
  readonly firstReportedAt: Date;
  readonly lastReportedAt: Date;
}

export interface ReportFilter extends PageRequest {
  readonly status?: ReportStatus;
  /** Case- and accent-insensitive text in the reason or the description (spec section 9). */
  readonly search?: string;
}

export interface ReportCounts {
  readonly pending: number;
  readonly reviewed: number;
  readonly resolved: number;
}

/** The reports members filed, as moderators read and resolve them. */
export abstract class ModerationReportRepository {
  abstract list(filter: ReportFilter): Promise<Page<ReportView>>;
  /**
   * Open (pending or reviewed) reports folded per post or review, the items with pending reports first, oldest first.
   */
  abstract queue(filter: ReportFilter): Promise<Page<QueueItemView>>;
  /**
   * Locks what an action on this report changes, in one order (the author's user row when `lockAuthor`; the post, or
   * the review's place then the review as every review write does; then the report) so that two moderators acting at
   * once queue up and the second sees the first's result.
   */
  abstract lockTarget(
    reportId: string,
    lockAuthor: boolean,
  ): Promise<(ReportTarget & { readonly excerpt: string }) | null>;
  /** The open reports of this post or review, locked. */
  abstract openReportIdsOf(subject: ReportSubject): Promise<string[]>;
  abstract openReportIdsOfUser(userId: string): Promise<string[]>;
  abstract markReviewed(reportIds: readonly string[]): Promise<void>;
  /** Resolves the open ones of these reports, with who, when, the note and how it ended for the reporters. */
  abstract resolve(
    reportIds: readonly string[],
    outcome: ReportOutcome,
    note: string | null,
    actorId: string,
    now: Date,
  ): Promise<void>;
  abstract counts(): Promise<ReportCounts>;
}
