import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/i18n';
import { currentManilaMonth, FIRST_MONTH, MAX_TEXT, textLength } from '../review-rules';
import type { Review, ReviewPlace } from '../reviews.api';
import { PhotoPicker } from './photo-picker';
import { StarPicker } from './stars';
import { useReviewForm } from './use-review-form';

/**
 * Writing or editing a review (issue 32.1): the stars (a radio group), the text with its live count (20 to 2,000
 * characters), the month of the visit (up to this month in the Philippines). Every problem shows under its field,
 * in words, and the field says it is invalid. `notice` says why the form opened by itself (it has the focus then);
 * `onAlreadyReviewed` is called when the server refuses a new review because the member has one already.
 */
export function ReviewForm({
  place,
  review,
  notice,
  onDone,
  onCancel,
  onAlreadyReviewed,
}: {
  place: ReviewPlace;
  review?: Review;
  notice?: string;
  onDone: () => void;
  onCancel: () => void;
  onAlreadyReviewed?: () => void;
}) {
  const t = useT();
  const form = useReviewForm({ place, review, onDone, onAlreadyReviewed });
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    noticeRef.current?.focus();
  }, []);
  const { errors, fieldId } = form;
  const count = textLength(form.text);
  const errorId = (field: 'stars' | 'text' | 'visitMonth' | 'form') => `${fieldId(field)}-error`;
  const titleId = `${fieldId('form')}-title`;
  return (
    <form
      className="tp-review-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <h3 id={titleId} className="tp-review-form__title">
        {form.editing ? t('reviews.form.editTitle') : t('reviews.form.newTitle')}
      </h3>
      {notice ? (
        <p ref={noticeRef} className="tp-review-form__notice" role="status" tabIndex={-1}>
          {notice}
        </p>
      ) : null}
      <div className="tp-review-form__field">
        <span id={`${fieldId('stars')}-legend`} className="tp-review-form__label">
          {t('reviews.form.starsLegend')}
        </span>
        <div id={fieldId('stars')}>
          <StarPicker
            value={form.stars}
            onChange={form.setStars}
            legendId={`${fieldId('stars')}-legend`}
            errorId={errorId('stars')}
            invalid={!!errors.stars}
          />
        </div>
        {errors.stars ? (
          <p id={errorId('stars')} className="tp-review-form__problem">
            {errors.stars}
          </p>
        ) : null}
      </div>
      <div className="tp-review-form__field">
        <label htmlFor={fieldId('text')} className="tp-review-form__label">
          {t('reviews.form.text')}
        </label>
        <p id={`${fieldId('text')}-hint`} className="tp-review-form__hint">
          {t('reviews.form.textHint')}
        </p>
        <textarea
          id={fieldId('text')}
          className="tp-textarea"
          rows={6}
          value={form.text}
          onChange={(event) => form.setText(event.target.value)}
          aria-invalid={!!errors.text || undefined}
          aria-describedby={`${fieldId('text')}-hint ${fieldId('text')}-count${errors.text ? ` ${errorId('text')}` : ''}`}
        />
        <p
          id={`${fieldId('text')}-count`}
          className={`tp-counter${count > MAX_TEXT ? ' tp-counter--over' : ''}`}
          data-testid="review-text-count"
        >
          {t('reviews.form.counter', { count, max: MAX_TEXT })}
        </p>
        {errors.text ? (
          <p id={errorId('text')} className="tp-review-form__problem">
            {errors.text}
          </p>
        ) : null}
      </div>
      <div className="tp-review-form__field">
        <label htmlFor={fieldId('visitMonth')} className="tp-review-form__label">
          {t('reviews.form.month')}
        </label>
        <input
          id={fieldId('visitMonth')}
          className="tp-input tp-review-form__month"
          type="month"
          min={FIRST_MONTH}
          max={currentManilaMonth()}
          value={form.visitMonth}
          onChange={(event) => form.setVisitMonth(event.target.value)}
          aria-invalid={!!errors.visitMonth || undefined}
          aria-describedby={errors.visitMonth ? errorId('visitMonth') : undefined}
        />
        {errors.visitMonth ? (
          <p id={errorId('visitMonth')} className="tp-review-form__problem">
            {errors.visitMonth}
          </p>
        ) : null}
      </div>
      <PhotoPicker photos={form.photos} disabled={form.busy} />
      {errors.form ? (
        <p
          id={fieldId('form')}
          className="tp-review-form__problem tp-review-form__problem--form"
          role="alert"
          tabIndex={-1}
        >
          {errors.form}
        </p>
      ) : null}
      <div className="tp-review-form__actions">
        <button type="button" className="tp-button tp-button--ghost" onClick={onCancel} disabled={form.busy}>
          {t('reviews.form.cancel')}
        </button>
        <button type="submit" className="tp-button tp-button--primary" disabled={form.busy}>
          {form.busy ? t('reviews.form.saving') : form.editing ? t('reviews.form.save') : t('reviews.form.submit')}
        </button>
      </div>
    </form>
  );
}
