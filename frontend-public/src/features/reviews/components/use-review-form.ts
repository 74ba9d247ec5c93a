import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useT } from '../../../i18n/i18n';
import { useToast } from '../../../shared/ui/toast';
import { draftErrorMessage, reviewErrorOf, type ReviewField } from '../review-errors';
import { draftErrors, textLength } from '../review-rules';
import {
  alreadyReviewed,
  placeParams,
  useReviewsCreateMutation,
  useReviewsUpdateMutation,
  type Review,
  type ReviewPlace,
} from '../reviews.api';
import { useReviewPhotos } from './use-review-photos';

export type FieldErrors = Partial<Record<ReviewField, string>>;

const FIELD_ORDER: ReviewField[] = ['stars', 'text', 'visitMonth', 'form'];

/**
 * The state of the review form: a new review of `place`, or `review` edited. Submitting checks the draft by the
 * server's rules first (each problem under its field, focus on the first), then sends it; the server's refusals go
 * under their field too, or above the buttons (already reviewed, own business), with the toast of the action.
 */
export function useReviewForm({
  place,
  review,
  onDone,
  onAlreadyReviewed,
}: {
  place: ReviewPlace;
  review?: Review;
  onDone: () => void;
  /** The server refused a new review: the member has one already (written meanwhile, e.g. in another tab). */
  onAlreadyReviewed?: () => void;
}) {
  const t = useT();
  const { toast } = useToast();
  const idPrefix = useId();
  const [stars, setStars] = useState(review?.stars ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [visitMonth, setVisitMonth] = useState(review?.visitMonth ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const photos = useReviewPhotos(review?.photos ?? []);
  const [create, createState] = useReviewsCreateMutation();
  const [update, updateState] = useReviewsUpdateMutation();
  const focusNext = useRef<ReviewField | null>(null);
  const fieldId = (field: ReviewField) => `${idPrefix}-${field}`;

  useEffect(() => {
    const field = focusNext.current;
    focusNext.current = null;
    if (!field) return;
    const target = document.getElementById(fieldId(field));
    const radio = target?.querySelector<HTMLElement>('[tabindex="0"]');
    (radio ?? target)?.focus();
  });

  const fail = (next: FieldErrors) => {
    setErrors(next);
    focusNext.current = FIELD_ORDER.find((field) => next[field]) ?? null;
  };

  const submit = async () => {
    const problems = draftErrors({ stars, text, visitMonth });
    if (problems.length > 0) {
      fail(Object.fromEntries(problems.map((problem) => [problem.field, draftErrorMessage(problem, t)])));
      return;
    }
    if (photos.uploading) {
      fail({ form: t('reviews.form.photosBusy') });
      return;
    }
    setErrors({});
    const body = { stars, text: text.trim(), visitMonth, photoIds: photos.ids() };
    const result = review
      ? await update({ id: review.id, updateReviewRequest: body })
      : await create({ createReviewRequest: { ...placeParams(place), ...body } });
    if ('error' in result && result.error) {
      // A 401 is the session that ended: the app's one handler says so and goes to sign-in.
      if (isApiError(result.error) && result.error.status === 401) return;
      const { field, message } = reviewErrorOf(result.error, t, textLength(text));
      fail({ [field]: message });
      if (!review && alreadyReviewed(result.error) && onAlreadyReviewed) return onAlreadyReviewed();
      toast({ title: t('reviews.error.title'), description: message, variant: 'destructive' });
      return;
    }
    toast({ title: t('reviews.title'), description: review ? t('reviews.updated') : t('reviews.posted') });
    onDone();
  };

  return {
    editing: review !== undefined,
    stars,
    setStars,
    text,
    setText,
    visitMonth,
    setVisitMonth,
    errors,
    fieldId,
    photos,
    busy: createState.isLoading || updateState.isLoading,
    submit,
  };
}
