/**
 * Image lists of destinations and services. Only same-site URLs (/api/artwork/...) and http(s) URLs are
 * shown; anything else (javascript:, data:) is dropped.
 */
export function isDisplayableImage(url: unknown): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  return /^https?:\/\//i.test(value);
}

/** images[] (the cover first), else [imageUrl]; duplicates removed. */
export function imagesOf(item: { images?: readonly string[] | null; imageUrl?: string | null }): string[] {
  const images = (item.images ?? []).filter(isDisplayableImage);
  if (images.length > 0) return Array.from(new Set(images));
  return isDisplayableImage(item.imageUrl) ? [item.imageUrl] : [];
}

/** The cover: first of images, else imageUrl (spec section 2). */
export function coverOf(item: { images?: readonly string[] | null; imageUrl?: string | null }): string | null {
  return imagesOf(item)[0] ?? null;
}

/** Images with the main one first (services: mainImageIndex), the rest in their order. */
export function orderedImages(images: readonly string[], mainIndex: number | null | undefined): string[] {
  const index = typeof mainIndex === 'number' && mainIndex > 0 && mainIndex < images.length ? mainIndex : 0;
  if (index === 0) return [...images];
  return [images[index], ...images.slice(0, index), ...images.slice(index + 1)];
}

/**
 * How a card's cover loads: the first cards of a list (above the fold on a phone) at once and at high priority, since
 * the first one is the page's largest paint; the others lazily, when scrolled near. The priority is spelled as the
 * HTML attribute (`fetchpriority`): React 18 passes it through as it is (it knows no `fetchPriority` prop).
 */
export function coverLoading(aboveFold: boolean): {
  loading: 'eager' | 'lazy';
  fetchpriority: 'high' | 'auto';
  decoding: 'async';
} {
  return aboveFold
    ? { loading: 'eager', fetchpriority: 'high', decoding: 'async' }
    : { loading: 'lazy', fetchpriority: 'auto', decoding: 'async' };
}
