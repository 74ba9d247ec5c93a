import { Module } from '@nestjs/common';
import { MapConfigController } from './map-config.controller.js';

/** GET /api/map/config: the tile source of the public app's maps (config/map-tiles.ts, docs/map.md). */
@Module({ controllers: [MapConfigController] })
export class MapConfigModule {}
