// controls.css too: notices come on every page of a member, and with them the community's form controls' styles.
import '../../../shared/ui/controls.css';
import './member-notices.css';
import { formatDate, useLanguage } from '@tara/i18n';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { useAppPath } from '../../../shared/lib/basename';
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
      <Icon
        name={suspended ? 'shield' : notice.kind === 'review_reply' ? 'message' : 'alert'}
        size={22}
        className="tp-notice__icon"
      />
      <div className="tp-notice__body">
        {notice.kind === 'review_reply' ? (
          <ReplyNoticeBody notice={notice} titleId={titleId} />
        ) : (
          <ModerationNoticeBody notice={notice} titleId={titleId} />
        )}
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

/** A removed post or review (which, and why), or a suspension (why, and until when). */
function ModerationNoticeBody({ notice, titleId }: { notice: MemberNotice; titleId: string }) {
  const t = useT();
  const language = useLanguage();
  const suspended = notice.kind === 'suspended';
  const review = notice.kind === 'review_removed';
  const removedTitle = review ? t('community.notice.reviewRemovedTitle') : t('community.notice.removedTitle');
  const excerpt = review ? notice.reviewExcerpt : notice.postExcerpt;
  return (
    <>
      <h2 id={titleId} className="tp-notice__title">
        {suspended ? t('community.notice.suspendedTitle') : removedTitle}
      </h2>
      {suspended ? (
        <p>
          {notice.until
            ? t('community.notice.suspendedUntil', { until: formatDate(notice.until, language, dateTime) })
            : t('community.notice.suspendedOpen')}
        </p>
      ) : review ? (
        <p>{excerpt ? t('community.notice.removedReview', { excerpt }) : t('community.notice.removedReviewNoText')}</p>
      ) : (
        <p>{excerpt ? t('community.notice.removedPost', { excerpt }) : t('community.notice.removedPostNoText')}</p>
      )}
      <p>{notice.reason ? t('community.notice.reason', { reason: notice.reason }) : t('community.notice.noReason')}</p>
    </>
  );
}

/** 'review_reply' (issue 32.5): the business that replied to the member's review, and a link to read it. */
function ReplyNoticeBody({ notice, titleId }: { notice: MemberNotice; titleId: string }) {
  const t = useT();
  const appPath = useAppPath();
  const place = notice.placeName ?? '';
  const path =
    notice.placeType === 'service'
      ? notice.placeSlug
        ? `service/${encodeURIComponent(notice.placeSlug)}`
        : `services/${encodeURIComponent(notice.placeId ?? '')}`
      : `destinations/${encodeURIComponent(notice.placeId ?? '')}`;
  return (
    <>
      <h2 id={titleId} className="tp-notice__title">
        {t('community.notice.replyTitle', { place })}
      </h2>
      <p>
        <Link to={appPath(path)}>{t('community.notice.replyLink', { place })}</Link>
      </p>
    </>
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
