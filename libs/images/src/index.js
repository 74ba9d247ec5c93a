// The image rules of destinations and services, one source for the backend's first paint
// (backend/src/frontends/first-paint.ts) and the public app (frontend-public/src/shared/images/images.ts). Plain
// JavaScript with its types beside it (index.d.ts), imported by path as libs/rspack is: Node runs it as it is from
// backend/dist, and the app's bundler and Jest take it as it is, so this folder has nothing to build.

/**
 * Only same-site URLs (/api/artwork/...) and http(s) URLs are shown; anything else (javascript:, data:, //host) is
 * dropped.
 */
export function isDisplayableImage(url) {
  if (typeof url !== 'string' || url.trim() === '') return false;
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  return /^https?:\/\//i.test(value);
}

/** images[] (the cover first), else [imageUrl]; duplicates removed. */
export function imagesOf(item) {
  const images = (item.images ?? []).filter(isDisplayableImage);
  if (images.length > 0) return Array.from(new Set(images));
  return isDisplayableImage(item.imageUrl) ? [item.imageUrl] : [];
}

/** The cover: first of images, else imageUrl (spec section 2). */
export function coverOf(item) {
  return imagesOf(item)[0] ?? null;
}

/** Images with the main one first (services: mainImageIndex), the rest in their order. */
export function orderedImages(images, mainIndex) {
  const index = typeof mainIndex === 'number' && mainIndex > 0 && mainIndex < images.length ? mainIndex : 0;
  if (index === 0) return [...images];
  return [images[index], ...images.slice(0, index), ...images.slice(index + 1)];
}

/** The image a place shows first: the main one of its images (a service's mainImageIndex), else its cover. */
export function mainImageOf(item) {
  return orderedImages(imagesOf(item), item.mainImageIndex)[0] ?? null;
}
