import type { Role } from '@tara/api-client';
import type { MessageId } from '../../i18n/i18n';
import { ROLES } from '../../session/roles';

/**
 * The actions the log records (backend: report.<action> on a post or a review, post.remove and comment.remove from moderation, user.<change>
 * from the users module).
 */
export const AUDIT_ACTIONS: Record<string, MessageId> = {
  'report.review': 'audit.reportReview',
  'report.dismiss': 'audit.reportDismiss',
  'report.remove_post': 'audit.reportRemovePost',
  'report.remove_review': 'audit.reportRemoveReview',
  'report.suspend_author': 'audit.reportSuspendAuthor',
  'report.ban_author': 'audit.reportBanAuthor',
  'post.remove': 'audit.postRemove',
  'comment.remove': 'audit.commentRemove',
  'user.suspended': 'audit.userSuspended',
  'user.unsuspended': 'audit.userUnsuspended',
  'user.banned': 'audit.userBanned',
  'user.role_changed': 'audit.userRoleChanged',
  'user.created': 'audit.userCreated',
  'user.promoted_to_admin': 'audit.userPromotedToAdmin',
};

/** The action filter's groups: a group with `label` offers its whole prefix too (the server filters by one prefix). */
const ACTION_GROUPS: { prefixes: readonly string[]; group: MessageId; label?: MessageId }[] = [
  { prefixes: ['report.'], group: 'tabs.reports', label: 'audit.allReportActions' },
  { prefixes: ['post.', 'comment.'], group: 'tabs.content' },
  { prefixes: ['user.'], group: 'tabs.users', label: 'audit.allUserActions' },
];

/** The action filter's options: every action, then each group with its actions. */
export function actionOptions(t: (id: MessageId) => string) {
  return [
    { value: '', label: t('audit.allActions') },
    ...ACTION_GROUPS.map(({ prefixes, group, label }) => ({
      label: t(group),
      options: [
        ...(label ? [{ value: prefixes[0], label: t(label) }] : []),
        ...Object.entries(AUDIT_ACTIONS)
          .filter(([code]) => prefixes.some((prefix) => code.startsWith(prefix)))
          .map(([code, id]) => ({ value: code, label: t(id) })),
      ],
    })),
  ];
}

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
