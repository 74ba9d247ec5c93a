import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../config/app-config.js';
import { Public } from '../shared/auth/auth.decorators.js';

export class MapTilesResponse {
  @ApiProperty({
    description: 'Leaflet URL template ({s} subdomain, {z}/{x}/{y} tile, {r} "@2x" on high-density screens)',
    example: 'https://tiles.example.com/{z}/{x}/{y}.png',
  })
  url: string;

  @ApiProperty({ description: "The provider's credit, shown on the map", example: '© OpenStreetMap contributors' })
  attribution: string;

  @ApiProperty({ description: 'The highest zoom the provider serves', example: 19 })
  maxZoom: number;
}

export class MapConfigResponse {
  @ApiProperty({
    type: MapTilesResponse,
    nullable: true,
    description: 'The tiles under the markers; null where none are configured (the markers on a plain background)',
  })
  tiles: MapTilesResponse | null;
}

/** How long browsers and caches may keep the answer: the configuration changes only with a restart. */
const MAX_AGE_S = 300;

/**
 * GET /api/map/config: what the public app's maps draw under their markers (docs/map.md), from MAP_TILE_URL,
 * MAP_TILE_ATTRIBUTION and MAP_TILE_MAX_ZOOM. Public; the same for everyone.
 */
@ApiTags('map')
@Public()
@Controller('map')
export class MapConfigController {
  constructor(private readonly config: AppConfig) {}

  @Get('config')
  @ApiOperation({
    summary: 'Map configuration',
    description:
      "The tile source of the app's maps (URL template, attribution, highest zoom), or tiles: null when none is " +
      'configured. Public.',
  })
  @ApiOkResponse({ type: MapConfigResponse })
  get(@Res({ passthrough: true }) res: Response): MapConfigResponse {
    res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_S}`);
    const tiles = this.config.mapTiles;
    return { tiles: tiles ? { url: tiles.url, attribution: tiles.attribution, maxZoom: tiles.maxZoom } : null };
  }
}
