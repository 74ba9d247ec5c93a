/** A review a member may report: published (shown to everyone), with its author. */
export interface ReportableReview {
  readonly id: string;
  readonly authorId: string;
}

/** The reviews members report (the reviews module's data, through this module's own port). */
export abstract class ReportableReviews {
  /**
   * The published review with this id, its row share-locked until the transaction ends (so that a moderator's
   * removal and a report follow one another); null when there is none or it is not published.
   */
  abstract findPublished(reviewId: string): Promise<ReportableReview | null>;
}
