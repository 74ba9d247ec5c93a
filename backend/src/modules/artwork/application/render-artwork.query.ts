import { artworkRequestOf, paintArtwork, type ArtworkRequest } from '../domain/artwork.js';

/** GET /api/artwork/{kind}/{key}.svg: the generated illustration (deterministic: cacheable for a long time). Public. */
export class RenderArtworkQuery {
  execute(request: ArtworkRequest): string {
    return paintArtwork(request);
  }

  /**
   * The picture a same-site artwork address names as a `data:` URL, for a page to carry it in its HTML (the first
   * paint's first cover: frontends/first-paint.ts); undefined for any other address.
   */
  dataUrlOf(address: string): string | undefined {
    const request = artworkRequestOf(address);
    return request && `data:image/svg+xml,${encodeURIComponent(paintArtwork(request))}`;
  }
}
