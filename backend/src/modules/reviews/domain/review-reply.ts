import { ReviewError, ReviewErrorCode } from './review.errors.js';

export const REPLY_MAX_LENGTH = 1000;

/** A reply's text: trimmed, 1 to 1,000 characters (code points, as people count them). */
export function checkReplyText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new ReviewError(ReviewErrorCode.ReplyTextRequired, 'text is required', { field: 'text' });
  if ([...trimmed].length > REPLY_MAX_LENGTH)
    throw new ReviewError(ReviewErrorCode.ReplyTextTooLong, `text must be at most ${REPLY_MAX_LENGTH} characters`, {
      field: 'text',
    });
  return trimmed;
}

/** Only partner staff of the reviewed business reply (403 REVIEW_NOT_BUSINESS_STAFF otherwise). */
export function checkIsBusinessStaff(isStaff: boolean, reviewId: string): void {
  if (!isStaff)
    throw new ReviewError(ReviewErrorCode.NotBusinessStaff, "Only the business's partner staff reply to its reviews", {
      id: reviewId,
    });
}
