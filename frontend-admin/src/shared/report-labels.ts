import type { ReportedPostResponse, ReportedReviewResponse } from '@tara/api-client/admin';
import type { MessageId } from '../i18n/i18n';
import type { ReportAction } from './api/admin-api';

/** What a report is about (issue 32, item 6): a community post or a place's review. */
export type ReportSubject =
  | { kind: 'post'; post: ReportedPostResponse; author: ReportedPostResponse['author'] }
  | { kind: 'review'; review: ReportedReviewResponse; author: ReportedReviewResponse['author'] };

/** The post or the review of a queue item or a report (the server sets exactly one). */
export function reportSubject(of: {
  post: ReportedPostResponse | null;
  review: ReportedReviewResponse | null;
}): ReportSubject | null {
  if (of.post) return { kind: 'post', post: of.post, author: of.post.author };
  if (of.review) return { kind: 'review', review: of.review, author: of.review.author };
  return null;
}

/** Spec sections 3 and 9: the report reasons. */
export type ReportReason = 'harassment' | 'spam' | 'inappropriate' | 'misinformation';

export const REASON_LABELS: Record<ReportReason, MessageId> = {
  harassment: 'reasons.harassment',
  spam: 'reasons.spam',
  inappropriate: 'reasons.inappropriate',
  misinformation: 'reasons.misinformation',
};

/** The reason's name in the language in force; a reason this app does not know shows as the server wrote it. */
export function reasonLabel(reason: string, t: (id: MessageId) => string): string {
  return reason in REASON_LABELS ? t(REASON_LABELS[reason as ReportReason]) : reason;
}

/** What each moderation action is called, asks and says when done. */
export interface ActionTexts {
  /** The button. */
  label: MessageId;
  /** The button's accessible name, naming the post's or review's author ('Suspend Liza Manalo for 7 days'). */
  named: MessageId;
  /** The confirmation's title and text. */
  title: MessageId;
  text: MessageId;
  /** The toast's description after 'Report Updated' (spec section 8's user toasts for a suspension or ban). */
  done: MessageId;
  /** Whether the moderator may add a note (the report's action taken; the author sees it for a removal or suspension). */
  note: boolean;
  danger: boolean;
}

export const ACTIONS: Record<ReportAction, ActionTexts> = {
  review: {
    label: 'reports.review',
    named: 'reports.reviewNamed',
    title: 'reports.reviewTitle',
    text: 'reports.reviewText',
    done: 'reports.reviewed',
    note: false,
    danger: false,
  },
  dismiss: {
    label: 'reports.dismiss',
    named: 'reports.dismissNamed',
    title: 'reports.dismissTitle',
    text: 'reports.dismissText',
    done: 'reports.dismissed',
    note: true,
    danger: false,
  },
  remove_post: {
    label: 'reports.remove',
    named: 'reports.removeNamed',
    title: 'reports.removeTitle',
    text: 'reports.removeText',
    done: 'reports.removed',
    note: true,
    danger: true,
  },
  remove_review: {
    label: 'reports.removeReview',
    named: 'reports.removeReviewNamed',
    title: 'reports.removeReviewTitle',
    text: 'reports.removeReviewText',
    done: 'reports.reviewRemoved',
    note: true,
    danger: true,
  },
  suspend_author: {
    label: 'reports.suspend',
    named: 'reports.suspendNamed',
    title: 'reports.suspendTitle',
    text: 'reports.suspendText',
    done: 'users.suspended',
    note: true,
    danger: true,
  },
  ban_author: {
    label: 'reports.ban',
    named: 'reports.banNamed',
    title: 'reports.banTitle',
    text: 'reports.banText',
    done: 'users.banned',
    note: true,
    danger: true,
  },
};

/** The texts that say 'review' where a post's say 'post'. */
const REVIEW_TEXTS: Partial<Record<ReportAction, Pick<ActionTexts, 'named' | 'text'>>> = {
  review: { named: 'reports.markReviewNamed', text: 'reports.markReviewText' },
  dismiss: { named: 'reports.dismissReviewNamed', text: 'reports.dismissReviewText' },
};

/** What an action is called, asks and says, for a post's reports or a review's. */
export function actionTexts(action: ReportAction, subject: ReportSubject['kind']): ActionTexts {
  return subject === 'review' ? { ...ACTIONS[action], ...REVIEW_TEXTS[action] } : ACTIONS[action];
}
