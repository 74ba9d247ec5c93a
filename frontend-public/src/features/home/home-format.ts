import type { Translate } from '@tara/i18n';
import type { MessageId } from '../../i18n/i18n';
import type { DestinationResponse, PostResponse } from '@tara/api-client';

export function coverImage(destination: DestinationResponse): string | null {
  return destination.images?.find(Boolean) ?? destination.imageUrl ?? null;
}

/** Spec section 5 (DESIGN 5): the author by display name, 'Anonymous User' only when there is none. */
export function postAuthor(post: PostResponse, t: Translate<MessageId>): string {
  return post.author?.displayName?.trim() || t('home.anonymousUser');
}
