import { generatedApi } from '@tara/api-client';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { translatedErrorMessage } from '../../../shared/api/error-messages';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { Icon } from '../../../shared/ui/icon';
import { useToast } from '../../../shared/ui/toast';
import { useUnvoteMutation, useVoteMutation, type Review } from '../reviews.api';

const useReportMutation = generatedApi.endpoints.reportsCreate.useMutation;

/** The report a member's Report sends: the reason of the posts' reports, and the start of the review's text. */
export function reviewReportDescription(text: string): string {
  return `Reported review: ${Array.from(text).slice(0, 100).join('')}...`;
}

/**
 * 'Helpful' (issue 32.4): a toggle (aria-pressed) with the count, for a member on another member's review; the count
 * alone on one's own review or for a visitor.
 */
export function HelpfulButton({ review, canVote, voted }: { review: Review; canVote: boolean; voted: boolean }) {
  const t = useT();
  const { toast } = useToast();
  const [vote, voteState] = useVoteMutation();
  const [unvote, unvoteState] = useUnvoteMutation();
  if (!canVote) {
    return review.helpfulCount > 0 ? (
      <p className="tp-review__helpful-count">{t('reviews.helpfulCount', { count: review.helpfulCount })}</p>
    ) : null;
  }
  const toggle = async () => {
    try {
      await (voted ? unvote({ id: review.id }) : vote({ id: review.id })).unwrap();
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      toast({
        title: t('reviews.error.title'),
        description:
          isApiError(error) && error.code === 'REVIEW_OWN_VOTE'
            ? t('reviews.error.ownVote')
            : translatedErrorMessage(error, t, t('common.somethingWrong')),
        variant: 'destructive',
      });
    }
  };
  return (
    <button
      type="button"
      className="tp-button tp-button--ghost tp-button--small tp-review__helpful"
      aria-pressed={voted}
      disabled={voteState.isLoading || unvoteState.isLoading}
      onClick={() => void toggle()}
    >
      <Icon name="check-circle" size={16} />
      {t('reviews.helpful', { count: review.helpfulCount })}
    </button>
  );
}

/** Report (issue 32.6): asks first, then sends the review to the moderators' queue; 'Reported' afterwards. */
export function ReportButton({ review }: { review: Review }) {
  const t = useT();
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const [reported, setReported] = useState(false);
  const [report, { isLoading }] = useReportMutation();
  const confirm = async () => {
    try {
      await report({
        createReportRequest: {
          reviewId: review.id,
          reason: 'inappropriate',
          description: reviewReportDescription(review.text),
        },
      }).unwrap();
      setReported(true);
      toast({ title: t('reviews.title'), description: t('reviews.reportDone') });
    } catch (error) {
      // 409: reported by this member before (another visit): reported all the same.
      if (isApiError(error) && error.code === 'REVIEW_ALREADY_REPORTED') setReported(true);
      else if (!(isApiError(error) && error.status === 401))
        toast({
          title: t('reviews.error.title'),
          description: translatedErrorMessage(error, t, t('common.somethingWrong')),
          variant: 'destructive',
        });
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="tp-button tp-button--ghost tp-button--small"
        disabled={reported}
        onClick={() => setAsking(true)}
      >
        <Icon name="flag" size={16} />
        {reported ? t('reviews.reported') : t('reviews.report')}
      </button>
      {asking ? (
        <ConfirmDialog
          title={t('reviews.reportTitle')}
          description={t('reviews.reportText')}
          confirmLabel={t('reviews.reportConfirm')}
          busyLabel={t('reviews.reporting')}
          busy={isLoading}
          destructive
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
