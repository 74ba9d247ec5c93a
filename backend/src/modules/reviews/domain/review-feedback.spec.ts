import { checkMayVote, ReviewStatus } from './review.js';
import { ReviewErrorCode } from './review.errors.js';
import { checkPhotoIds, MAX_REVIEW_PHOTOS } from './review-photos.js';
import { checkIsBusinessStaff, checkReplyText, REPLY_MAX_LENGTH } from './review-reply.js';

const codeOf = (work: () => unknown): string | undefined => {
  try {
    work();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

const A = '3f0c2a4e-1b2c-4d5e-8f90-123456789abc';
const B = '4f0c2a4e-1b2c-4d5e-8f90-123456789abc';
const C = '5f0c2a4e-1b2c-4d5e-8f90-123456789abc';
const D = '6f0c2a4e-1b2c-4d5e-8f90-123456789abc';

describe('review feedback rules: votes, replies, photos', () => {
  it('a helpful vote: a published review, not your own', () => {
    const review = { id: 'r', authorId: 'ana', status: ReviewStatus.Published };
    expect(() => checkMayVote(review, 'ben')).not.toThrow();
    expect(codeOf(() => checkMayVote(review, 'ana'))).toBe(ReviewErrorCode.OwnVote);
    for (const status of [ReviewStatus.Pending, ReviewStatus.Removed])
      expect(codeOf(() => checkMayVote({ ...review, status }, 'ben'))).toBe(ReviewErrorCode.NotFound);
  });

  it('a reply: trimmed, 1 to 1,000 characters counted as characters; by the business staff only', () => {
    expect(checkReplyText('  Salamat po!  ')).toBe('Salamat po!');
    expect(codeOf(() => checkReplyText(' \n '))).toBe(ReviewErrorCode.ReplyTextRequired);
    expect(checkReplyText('x'.repeat(REPLY_MAX_LENGTH))).toHaveLength(REPLY_MAX_LENGTH);
    expect(codeOf(() => checkReplyText('x'.repeat(REPLY_MAX_LENGTH + 1)))).toBe(ReviewErrorCode.ReplyTextTooLong);
    expect(() => checkReplyText('🌋'.repeat(REPLY_MAX_LENGTH))).not.toThrow();
    expect(() => checkIsBusinessStaff(true, 'r')).not.toThrow();
    expect(codeOf(() => checkIsBusinessStaff(false, 'r'))).toBe(ReviewErrorCode.NotBusinessStaff);
  });

  it('photos: at most 3, each once (ids compared without case), in the order given', () => {
    expect(checkPhotoIds([])).toEqual([]);
    expect(checkPhotoIds([C, A.toUpperCase(), B])).toEqual([C, A, B]);
    expect(MAX_REVIEW_PHOTOS).toBe(3);
    expect(codeOf(() => checkPhotoIds([A, B, C, D]))).toBe(ReviewErrorCode.TooManyPhotos);
    expect(codeOf(() => checkPhotoIds([A, A.toUpperCase()]))).toBe(ReviewErrorCode.DuplicatePhoto);
  });
});
