import type { MessageId } from '../../i18n/i18n';
/** Spec section 5: the slug must not be empty after trimming. */
export const INVALID_SLUG_TITLE: MessageId = 'slug.invalidTitle';
export const INVALID_SLUG_MESSAGE: MessageId = 'slug.invalid';

/** Spec section 4/9: go to the new slug 1 s after saving it; reload 100 ms after saving coordinates. */
export const SLUG_REDIRECT_DELAY_MS = 1000;
export const COORDINATES_RELOAD_DELAY_MS = 100;

export type SlugValidation = { ok: true; slug: string } | { ok: false; title: MessageId; message: MessageId };

export function validateSlug(text: string): SlugValidation {
  const slug = text.trim();
  if (!slug) return { ok: false, title: INVALID_SLUG_TITLE, message: INVALID_SLUG_MESSAGE };
  return { ok: true, slug };
}

/** Full page reload, behind an object so that tests can replace it (jsdom cannot reload). */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
