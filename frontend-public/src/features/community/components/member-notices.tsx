// controls.css too: notices come on every page of a member, and with them the community's form controls' styles.
import '../../../shared/ui/controls.css';
import './member-notices.css';
import { formatDate, useLanguage } from '@tara/i18n';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';
import { useToast } from '../../../shared/ui/toast';
import { useModerationNoticesQuery, useModerationSeenMutation, type MemberNotice } from '../community.api';
import { communityErrorMessage } from '../community-errors';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * What the moderators want a member to know (issue 10, point 3): a removed post (which, and why) or a suspension
 * (why, and until when), shown on every page of the signed-in app until the member dismisses it ('Got it' marks it
 * seen on the server).
 */
export function MemberNotices() {
  const { data } = useModerationNoticesQuery();
  if (!data || data.length === 0) return null;
  return (
    <div className="tp-container tp-notices" data-testid="member-notices">
      {data.map((notice) => (
        <NoticeCard key={notice.id} notice={notice} />
      ))}
    </div>
  );
}

function NoticeCard({ notice }: { notice: MemberNotice }) {
  const t = useT();
  const language = useLanguage();
  const { toast } = useToast();
  const [seen, seenState] = useModerationSeenMutation();
  const suspended = notice.kind === 'suspended';
  const titleId = `tp-notice-${notice.id}`;
  const dismiss = async () => {
    try {
      await seen({ id: notice.id }).unwrap();
    } catch (error) {
      toast({
        title: t('community.toast.error'),
        description: communityErrorMessage(error, t),
        variant: 'destructive',
      });
    }
  };
  return (
    <section className="tp-notice" role="alert" aria-labelledby={titleId}>
      <Icon name={suspended ? 'shield' : 'alert'} size={22} className="tp-notice__icon" />
      <div className="tp-notice__body">
        <h2 id={titleId} className="tp-notice__title">
          {suspended ? t('community.notice.suspendedTitle') : t('community.notice.removedTitle')}
        </h2>
        {suspended ? (
          <p>
            {notice.until
              ? t('community.notice.suspendedUntil', { until: formatDate(notice.until, language, dateTime) })
              : t('community.notice.suspendedOpen')}
          </p>
        ) : (
          <p>
            {notice.postExcerpt
              ? t('community.notice.removedPost', { excerpt: notice.postExcerpt })
              : t('community.notice.removedPostNoText')}
          </p>
        )}
        <p>
          {notice.reason ? t('community.notice.reason', { reason: notice.reason }) : t('community.notice.noReason')}
        </p>
        <p className="tp-notice__date">
          {t('community.notice.sent', { date: formatDate(notice.createdAt, language, dateTime) })}
        </p>
      </div>
      <button
        type="button"
        className="tp-button tp-button--ghost tp-button--small"
        disabled={seenState.isLoading}
        onClick={() => void dismiss()}
      >
        {t('community.notice.dismiss')}
      </button>
    </section>
  );
}

/** On the community page while a member is suspended: why the controls are off, and until when. */
export function RestrictionNotice({ until, banned }: { until: string | null | undefined; banned: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <p className="tp-restriction" role="status" data-testid="restriction-notice">
      <Icon name="shield" size={18} />
      {banned
        ? t('community.restricted.banned')
        : until
          ? t('community.restricted.until', { until: formatDate(until, language, dateTime) })
          : t('community.restricted.open')}
    </p>
  );
}
