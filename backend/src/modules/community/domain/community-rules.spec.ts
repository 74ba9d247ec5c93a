import { commentText, COMMENT_MAX_LENGTH } from './comment.js';
import { CommunityError, CommunityErrorCode } from './community.errors.js';
import { checkDecoded, checkUpload, PHOTO_RULES } from './photo.js';
import { displayName, draftPost, mayPost, POST_MAX_LENGTH } from './post.js';
import {
  draftReport,
  draftReviewReport,
  REPORT_DESCRIPTION_MAX_LENGTH,
  ReportReason,
  reportSubjectOf,
} from './report.js';
import { Role } from '../../../shared/domain/role.js';

function codeOf(work: () => unknown): CommunityErrorCode | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof CommunityError) return error.code;
    throw error;
  }
  return undefined;
}

describe('community rules', () => {
  it('trims a post, omits an empty location and refuses empty or over-long content', () => {
    expect(draftPost({ content: '  Sisig at Aling Lucing  ', locationName: '   ' })).toEqual({
      content: 'Sisig at Aling Lucing',
      locationName: null,
      imageId: null,
    });
    expect(draftPost({ content: 'x', locationName: ' Angeles ' }).locationName).toBe('Angeles');
    expect(codeOf(() => draftPost({ content: ' \n\t ' }))).toBe(CommunityErrorCode.PostContentRequired);
    expect(codeOf(() => draftPost({ content: 'a'.repeat(POST_MAX_LENGTH) }))).toBeUndefined();
    expect(codeOf(() => draftPost({ content: 'a'.repeat(POST_MAX_LENGTH + 1) }))).toBe(CommunityErrorCode.PostTooLong);
    expect(codeOf(() => draftPost({ content: 'x', locationName: 'l'.repeat(121) }))).toBe(
      CommunityErrorCode.LocationTooLong,
    );
  });

  it('counts characters, not UTF-16 units: 2,000 emoji are a valid post', () => {
    expect(codeOf(() => draftPost({ content: '🍜'.repeat(POST_MAX_LENGTH) }))).toBeUndefined();
  });

  it('lets admins, moderators, editors and verified bloggers post, not plain users', () => {
    expect([Role.Admin, Role.Moderator, Role.Editor, Role.VerifiedBlogger].every(mayPost)).toBe(true);
    expect(mayPost(Role.User)).toBe(false);
  });

  it("shows the author's first and last name, else 'Anonymous User'", () => {
    expect(displayName('Maria', 'Santos')).toBe('Maria Santos');
    expect(displayName(' Jun ', null)).toBe('Jun');
    expect(displayName(null, '  ')).toBe('Anonymous User');
  });

  it('keeps comments between 1 and 1,000 characters', () => {
    expect(commentText('  Salamat!  ')).toBe('Salamat!');
    expect(codeOf(() => commentText('   '))).toBe(CommunityErrorCode.CommentContentRequired);
    expect(codeOf(() => commentText('c'.repeat(COMMENT_MAX_LENGTH + 1)))).toBe(CommunityErrorCode.CommentTooLong);
  });

  it("records the post's author as the reported user and refuses reporting your own post", () => {
    const draft = draftReport({
      postId: 'p',
      postAuthorId: 'author',
      reporterId: 'member',
      reason: ReportReason.Spam,
      description: ' ',
    });
    expect(draft).toEqual({
      postId: 'p',
      reviewId: null,
      reason: 'spam',
      description: null,
      reporterId: 'member',
      reportedUserId: 'author',
    });
    expect(
      codeOf(() => draftReport({ postId: 'p', postAuthorId: 'me', reporterId: 'me', reason: ReportReason.Spam })),
    ).toBe(CommunityErrorCode.CannotReportOwnPost);
  });

  it("reports a review by the same rules: its author as the reported user, never one's own, one subject", () => {
    const draft = draftReviewReport({
      reviewId: 'r',
      reviewAuthorId: 'author',
      reporterId: 'member',
      reason: ReportReason.Misinformation,
      description: '  Never went there  ',
    });
    expect(draft).toEqual({
      postId: null,
      reviewId: 'r',
      reason: 'misinformation',
      description: 'Never went there',
      reporterId: 'member',
      reportedUserId: 'author',
    });
    expect(
      codeOf(() =>
        draftReviewReport({ reviewId: 'r', reviewAuthorId: 'me', reporterId: 'me', reason: ReportReason.Spam }),
      ),
    ).toBe(CommunityErrorCode.CannotReportOwnReview);
    expect(
      codeOf(() =>
        draftReviewReport({
          reviewId: 'r',
          reviewAuthorId: 'a',
          reporterId: 'me',
          reason: ReportReason.Spam,
          description: 'x'.repeat(REPORT_DESCRIPTION_MAX_LENGTH + 1),
        }),
      ),
    ).toBe(CommunityErrorCode.ReportDescriptionTooLong);
    expect(reportSubjectOf({ reviewId: 'r' })).toEqual({ type: 'review', id: 'r' });
    expect(reportSubjectOf({ postId: 'p' })).toEqual({ type: 'post', id: 'p' });
    expect(codeOf(() => reportSubjectOf({}))).toBe(CommunityErrorCode.ReportSubjectRequired);
    expect(codeOf(() => reportSubjectOf({ postId: 'p', reviewId: 'r' }))).toBe(
      CommunityErrorCode.ReportSubjectRequired,
    );
  });

  it('refuses uploads over 10 MB, of other types, or over 40 megapixels', () => {
    expect(codeOf(() => checkUpload(PHOTO_RULES.maxBytes + 1, 'image/jpeg'))).toBe(CommunityErrorCode.ImageTooLarge);
    expect(codeOf(() => checkUpload(10, 'text/plain'))).toBe(CommunityErrorCode.ImageTypeNotAllowed);
    expect(codeOf(() => checkUpload(10, 'IMAGE/HEIC'))).toBeUndefined();
    expect(codeOf(() => checkDecoded({ format: 'svg', width: 10, height: 10 }))).toBe(
      CommunityErrorCode.ImageTypeNotAllowed,
    );
    expect(codeOf(() => checkDecoded({ format: 'png', width: 10_000, height: 4_001 }))).toBe(
      CommunityErrorCode.ImageTooManyPixels,
    );
    expect(codeOf(() => checkDecoded({ format: 'jpeg', width: 8_000, height: 5_000 }))).toBeUndefined();
  });
});
