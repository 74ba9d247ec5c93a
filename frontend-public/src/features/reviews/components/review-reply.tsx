import { formatDate, useLanguage } from '@tara/i18n';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { translatedErrorMessage } from '../../../shared/api/error-messages';
import { Icon } from '../../../shared/ui/icon';
import { useToast } from '../../../shared/ui/toast';
import { MAX_REPLY, textLength } from '../review-rules';
import { useRemoveReplyMutation, useReplyMutation, type Review } from '../reviews.api';
import { DeleteWithQuestion } from './delete-with-question';

/**
 * The business's public reply under a review (issue 32.5), and for its partner staff Reply, or Edit reply and Delete
 * reply: one reply per review, 1 to 1,000 characters; the reviewer is told in the app when it is first written.
 */
export function ReviewReply({ review, canReply }: { review: Review; canReply: boolean }) {
  const t = useT();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const { reply } = review;
  return (
    <>
      {reply && !editing ? (
        <div className="tp-review__reply" data-testid="review-reply">
          <p className="tp-review__reply-title">{t('reviews.reply.title', { business: reply.businessName })}</p>
          <p className="tp-review__meta">
            <time dateTime={reply.repliedAt}>{formatDate(reply.repliedAt, language)}</time>
            {reply.editedAt ? <span> {t('reviews.edited')}</span> : null}
          </p>
          <p className="tp-review__text">{reply.text}</p>
        </div>
      ) : null}
      {canReply && editing ? <ReplyForm review={review} onDone={() => setEditing(false)} /> : null}
      {canReply && !editing ? (
        <div className="tp-review__actions">
          <button
            type="button"
            className="tp-button tp-button--ghost tp-button--small"
            onClick={() => setEditing(true)}
          >
            <Icon name="message" size={16} />
            {reply ? t('reviews.reply.edit') : t('reviews.reply.write')}
          </button>
          {reply ? <RemoveReplyButton review={review} /> : null}
        </div>
      ) : null}
    </>
  );
}

function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const t = useT();
  const { toast } = useToast();
  const id = useId();
  const [text, setText] = useState(review.reply?.text ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useReplyMutation();
  const count = textLength(text);
  const submit = async () => {
    if (count === 0) return setProblem(t('reviews.reply.required'));
    if (count > MAX_REPLY) return setProblem(t('reviews.reply.tooLong', { count }));
    setProblem(null);
    try {
      await save({ id: review.id, reviewReplyRequest: { text: text.trim() } }).unwrap();
      toast({ title: t('reviews.title'), description: t('reviews.reply.saved') });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      const message =
        isApiError(error) && error.code === 'REVIEW_NOT_BUSINESS_STAFF'
          ? t('reviews.reply.notStaff')
          : translatedErrorMessage(error, t, t('common.somethingWrong'));
      setProblem(message);
      toast({ title: t('reviews.error.title'), description: message, variant: 'destructive' });
    }
  };
  return (
    <form
      className="tp-review-form tp-review-form--reply"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="tp-review-form__label">
        {t('reviews.reply.label')}
      </label>
      <p id={`${id}-hint`} className="tp-review-form__hint">
        {t('reviews.reply.hint')}
      </p>
      <textarea
        id={id}
        className="tp-textarea"
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${problem ? ` ${id}-problem` : ''}`}
      />
      <p id={`${id}-count`} className={`tp-counter${count > MAX_REPLY ? ' tp-counter--over' : ''}`}>
        {t('reviews.form.counter', { count, max: MAX_REPLY })}
      </p>
      {problem ? (
        <p id={`${id}-problem`} className="tp-review-form__problem">
          {problem}
        </p>
      ) : null}
      <div className="tp-review-form__actions">
        <button type="button" className="tp-button tp-button--ghost" onClick={onDone} disabled={isLoading}>
          {t('reviews.form.cancel')}
        </button>
        <button type="submit" className="tp-button tp-button--primary" disabled={isLoading}>
          {isLoading ? t('reviews.form.saving') : t('reviews.reply.save')}
        </button>
      </div>
    </form>
  );
}

/** Delete reply, after a question (as deleting a review): the reply is public and cannot come back. */
function RemoveReplyButton({ review }: { review: Review }) {
  const t = useT();
  const { toast } = useToast();
  const [remove, { isLoading }] = useRemoveReplyMutation();
  const run = async () => {
    try {
      await remove({ id: review.id }).unwrap();
      toast({ title: t('reviews.title'), description: t('reviews.reply.deleted') });
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      toast({
        title: t('reviews.error.title'),
        description: translatedErrorMessage(error, t, t('common.somethingWrong')),
        variant: 'destructive',
      });
    }
  };
  return (
    <DeleteWithQuestion
      label={t('reviews.reply.delete')}
      question={{
        title: t('reviews.reply.deleteTitle'),
        text: t('reviews.reply.deleteText'),
        confirm: t('reviews.reply.delete'),
        busy: t('reviews.deleting'),
      }}
      busy={isLoading}
      disabledWhileBusy
      onConfirm={run}
    />
  );
}
