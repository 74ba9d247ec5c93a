import { CommunityError, CommunityErrorCode } from './community.errors.js';

export const COMMENT_MAX_LENGTH = 1_000;

/** A comment: 1 to 1,000 characters after trimming. */
export function commentText(content: string): string {
  const text = content.trim();
  if (text === '') {
    throw new CommunityError(CommunityErrorCode.CommentContentRequired, 'Please write a comment', { field: 'content' });
  }
  if ([...text].length > COMMENT_MAX_LENGTH) {
    throw new CommunityError(
      CommunityErrorCode.CommentTooLong,
      `A comment has at most ${COMMENT_MAX_LENGTH} characters`,
      {
        field: 'content',
        max: COMMENT_MAX_LENGTH,
      },
    );
  }
  return text;
}
