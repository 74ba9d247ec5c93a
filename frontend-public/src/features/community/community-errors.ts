import type { Translate } from '@tara/i18n';
import { isApiError, type ErrorCode } from '@tara/api-client';
import type { MessageId } from '../../i18n/i18n';
import { translatedErrorMessage } from '../../shared/api/error-messages';

/** The community's error codes in the member's language; others as the app translates them. */
const COMMUNITY_MESSAGES: Partial<Record<ErrorCode, MessageId>> = {
  POST_CONTENT_REQUIRED: 'community.composer.empty',
  POST_TOO_LONG: 'community.error.postTooLong',
  POST_LOCATION_TOO_LONG: 'community.error.locationTooLong',
  POST_NOT_FOUND: 'community.error.postNotFound',
  POST_ALREADY_REPORTED: 'community.report.already',
  CANNOT_REPORT_OWN_POST: 'community.error.ownPost',
  COMMENT_CONTENT_REQUIRED: 'community.comments.empty',
  COMMENT_TOO_LONG: 'community.comments.tooLong',
  COMMENT_NOT_FOUND: 'community.error.commentNotFound',
  NOT_YOUR_COMMENT: 'error.FORBIDDEN',
  NOT_YOUR_POST: 'error.FORBIDDEN',
  CANNOT_ACT_ON_STAFF: 'community.error.staffContent',
  IMAGE_TOO_LARGE: 'community.photo.tooLarge',
  IMAGE_TYPE_NOT_ALLOWED: 'community.photo.wrongType',
  IMAGE_UNREADABLE: 'community.photo.unreadable',
  IMAGE_TOO_MANY_PIXELS: 'community.photo.tooManyPixels',
  IMAGE_ALREADY_USED: 'community.photo.alreadyUsed',
  IMAGE_NOT_FOUND: 'community.photo.unreadable',
};

export function communityErrorMessage(error: unknown, t: Translate<MessageId>): string {
  const id = isApiError(error) && error.code ? COMMUNITY_MESSAGES[error.code] : undefined;
  if (id) return t(id);
  // 403 on posting for a role that may not post: the spec's sentence.
  if (
    isApiError(error) &&
    error.status === 403 &&
    error.code === 'FORBIDDEN' &&
    error.serverMessage?.startsWith('Only admins')
  ) {
    return t('community.composer.notAllowed');
  }
  return translatedErrorMessage(error, t, isApiError(error) ? error.message : t('common.somethingWrong'));
}
