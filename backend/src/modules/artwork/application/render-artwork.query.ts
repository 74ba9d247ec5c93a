import { paintArtwork, type ArtworkRequest } from '../domain/artwork.js';

/** GET /api/artwork/{kind}/{key}.svg: the generated illustration (deterministic: cacheable for a long time). Public. */
export class RenderArtworkQuery {
  execute(request: ArtworkRequest): string {
    return paintArtwork(request);
  }
}
