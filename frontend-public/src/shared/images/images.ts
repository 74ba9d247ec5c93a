/**
 * Image lists of destinations and services: the rules the backend's first paint follows too (libs/images). Only
 * same-site URLs (/api/artwork/...) and http(s) URLs are shown; anything else (javascript:, data:) is dropped.
 */
export { coverOf, imagesOf, isDisplayableImage, orderedImages } from '../../../../libs/images/src/index.js';

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
