import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../shared/auth/auth.decorators.js';
import { PublicCache } from '../../../shared/http/http-cache.js';
import { RenderArtworkQuery } from '../application/render-artwork.query.js';
import { ARTWORK_KINDS, isArtworkName } from '../domain/artwork.js';
import { ArtworkQueryRequest } from './artwork.request.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { KernelErrorCode } from '../../../shared/domain/kernel.errors.js';

/** A day: the pictures never change for a given URL. */
export const ARTWORK_CACHE_CONTROL = 'public, max-age=86400';

@ApiTags('artwork')
@Controller('artwork')
export class ArtworkController {
  constructor(private readonly renderArtwork: RenderArtworkQuery) {}

  @Get(':kind/:key.svg')
  @Public()
  @PublicCache({ scopes: [], cacheControl: ARTWORK_CACHE_CONTROL })
  @ApiOperation({
    summary: 'Generated cover artwork',
    description:
      'A flat travel-poster illustration (SVG, 800 x 500) drawn by the server for a destination, a service or a ' +
      'category: a sky graded from the colour, hills and the subject of the icon. The same URL always gives the same ' +
      'picture (cached for a day); another key gives another composition. The demo data uses these URLs, so no ' +
      'image comes from an outside host. Public.',
  })
  @ApiParam({ name: 'kind', enum: ARTWORK_KINDS })
  @ApiParam({
    name: 'key',
    example: 'mount-arayat',
    description: "lower-case words joined by '-' (at most 80 characters)",
  })
  @ApiProduces('image/svg+xml')
  @ApiResponse({
    status: 200,
    description: 'The SVG picture',
    content: { 'image/svg+xml': { schema: { type: 'string' } } },
  })
  @ApiErrors(KernelErrorCode.NotFound)
  render(
    @Param('kind') kind: string,
    @Param('key') key: string,
    @Query() query: ArtworkQueryRequest,
    @Res({ passthrough: true }) res: Response,
  ): string {
    if (!isArtworkName(kind, key)) {
      throw new NotFoundException(
        'No such artwork: the kind is destination, service or category, the key lower-case words joined by -',
      );
    }
    const svg = this.renderArtwork.execute({ kind, key, icon: query.icon, color: query.color });
    // Set only on success: an error stays JSON and is not cached.
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.setHeader('Cache-Control', ARTWORK_CACHE_CONTROL);
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return svg;
  }
}
