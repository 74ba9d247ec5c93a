import { POSTERS, type Role } from '../../../shared/domain/role.js';
import { CommunityError, CommunityErrorCode } from './community.errors.js';

export const POST_MAX_LENGTH = 2_000;
export const LOCATION_MAX_LENGTH = 120;

/** Spec section 6: only admins, moderators, editors and verified bloggers may post; the others get this sentence. */
export const POSTING_NOT_ALLOWED_MESSAGE = 'Only admins, moderators, editors, and verified bloggers can create posts.';

export interface NewPostInput {
  readonly content: string;
  readonly locationName?: string | null;
  readonly imageId?: string | null;
}

/** What is stored: content and location trimmed, an empty location omitted (spec section 5). */
export interface PostDraft {
  readonly content: string;
  readonly locationName: string | null;
  readonly imageId: string | null;
}

export function mayPost(role: Role): boolean {
  return POSTERS.includes(role);
}

/** Refuses a caller who may not post (403 POSTING_NOT_ALLOWED): creating a post and uploading its photo. */
export function checkMayPost(role: Role): void {
  if (!mayPost(role)) throw new CommunityError(CommunityErrorCode.PostingNotAllowed, POSTING_NOT_ALLOWED_MESSAGE);
}

/** Checks a new post (spec section 5): content not empty after trimming, at most 2,000 characters. */
export function draftPost(input: NewPostInput): PostDraft {
  const content = input.content.trim();
  if (content === '') {
    throw new CommunityError(CommunityErrorCode.PostContentRequired, 'Please write something to share', {
      field: 'content',
    });
  }
  if ([...content].length > POST_MAX_LENGTH) {
    throw new CommunityError(CommunityErrorCode.PostTooLong, `A post has at most ${POST_MAX_LENGTH} characters`, {
      field: 'content',
      max: POST_MAX_LENGTH,
    });
  }
  const location = input.locationName?.trim() ?? '';
  if ([...location].length > LOCATION_MAX_LENGTH) {
    throw new CommunityError(
      CommunityErrorCode.LocationTooLong,
      `A location has at most ${LOCATION_MAX_LENGTH} characters`,
      {
        field: 'locationName',
        max: LOCATION_MAX_LENGTH,
      },
    );
  }
  return { content, locationName: location === '' ? null : location, imageId: input.imageId ?? null };
}

/** Where a post stands with the moderators (DESIGN.md 7). */
export enum PostStatus {
  Visible = 'visible',
  /** Reported by enough members: hidden from the feed until a moderator decides; its author still sees it. */
  UnderReview = 'under_review',
  /** Removed by a moderator: gone for everyone but its author, who sees why. */
  Removed = 'removed',
  /** Deleted by its author while it had reports: kept for the moderators' records, shown to nobody. */
  Deleted = 'deleted',
}

/** The note of reports resolved because the author deleted their post (what the Resolved tab shows). */
export const DELETED_BY_AUTHOR = 'Deleted by its author';

/** How many different members' open reports hide a post until a moderator reviews it (REPORTS_TO_HIDE_POST). */
export const DEFAULT_REPORTS_TO_HIDE_POST = 3;

/**
 * The tabs of /community (spec section 9): each topic is a list of words matched whole, in any case, in the
 * content or the location name.
 */
export enum PostTopic {
  Traffic = 'traffic',
  Food = 'food',
  Gas = 'gas',
}

export const TOPIC_KEYWORDS: Readonly<Record<PostTopic, readonly string[]>> = {
  [PostTopic.Traffic]: ['traffic', 'road', 'NLEX', 'SCTEX'],
  [PostTopic.Food]: ['food', 'restaurant', 'sisig', 'tocino'],
  [PostTopic.Gas]: ['gas', 'fuel', 'price', 'Petron', 'Shell'],
};

/** Display name of an author (DESIGN.md 5): first and last name, else 'Anonymous User'. */
export function displayName(firstName: string | null, lastName: string | null): string {
  const name = [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? 'Anonymous User' : name;
}
