import { Module } from '@nestjs/common';
import { RenderArtworkQuery } from './application/render-artwork.query.js';
import { ArtworkController } from './http/artwork.controller.js';

/** Generated SVG cover pictures for the catalog (GET /api/artwork/{kind}/{key}.svg). */
@Module({
  controllers: [ArtworkController],
  providers: [{ provide: RenderArtworkQuery, useFactory: () => new RenderArtworkQuery() }],
})
export class ArtworkModule {}
