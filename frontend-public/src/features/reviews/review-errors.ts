import type { Translate } from '@tara/i18n';
import { isApiError } from '../../shared/api/api-error';
import { translatedErrorMessage } from '../../shared/api/error-messages';
import type { MessageId } from '../../i18n/i18n';
import type { DraftError } from './review-rules';

/** A form field a message belongs under, or 'form' for the message above the buttons. */
export type ReviewField = 'stars' | 'text' | 'visitMonth' | 'form';

/** The message of a draft's problem, in the language in force. */
export function draftErrorMessage(error: DraftError, t: Translate<MessageId>): string {
  switch (error.field) {
    case 'stars':
      return t('reviews.error.starsRequired');
    case 'text':
      return error.problem === 'tooShort'
        ? t('reviews.error.textTooShort', { count: error.count })
        : t('reviews.error.textTooLong', { count: error.count });
    case 'visitMonth':
      return error.problem === 'required' ? t('reviews.error.monthRequired') : t('reviews.error.monthInvalid');
  }
}

/**
 * A failed write's message and the field it is about (docs/reviews.md's codes): the review rules under their field,
 * 'already reviewed' and 'own business' above the buttons, anything else (a rate limit, the network, a suspension)
 * as the app says it everywhere.
 */
export function reviewErrorOf(
  error: unknown,
  t: Translate<MessageId>,
  textCount: number,
): { field: ReviewField; message: string } {
  const code = isApiError(error) ? error.code : undefined;
  switch (code) {
    case 'REVIEW_STARS_REQUIRED':
    case 'REVIEW_INVALID_STARS':
      return { field: 'stars', message: t('reviews.error.starsRequired') };
    case 'REVIEW_TEXT_REQUIRED':
    case 'REVIEW_TEXT_TOO_SHORT':
      return { field: 'text', message: t('reviews.error.textTooShort', { count: textCount }) };
    case 'REVIEW_TEXT_TOO_LONG':
      return { field: 'text', message: t('reviews.error.textTooLong', { count: textCount }) };
    case 'REVIEW_VISIT_MONTH_REQUIRED':
      return { field: 'visitMonth', message: t('reviews.error.monthRequired') };
    case 'REVIEW_INVALID_VISIT_MONTH':
      return { field: 'visitMonth', message: t('reviews.error.monthInvalid') };
    case 'REVIEW_ALREADY_REVIEWED':
      return { field: 'form', message: t('reviews.error.alreadyReviewed') };
    case 'REVIEW_OWN_BUSINESS':
      return { field: 'form', message: t('reviews.error.ownBusiness') };
    case 'REVIEW_TOO_MANY_PHOTOS':
    case 'REVIEW_DUPLICATE_PHOTO':
    case 'REVIEW_PHOTO_NOT_FOUND':
    case 'REVIEW_PHOTO_NOT_AVAILABLE':
      return { field: 'form', message: t('reviews.error.photos') };
    case 'REVIEW_NOT_FOUND':
      return { field: 'form', message: t('reviews.error.notFound') };
    default:
      return { field: 'form', message: translatedErrorMessage(error, t, t('common.somethingWrong')) };
  }
}
