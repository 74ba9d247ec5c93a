import { Module } from '@nestjs/common';
import { Clock } from '../../shared/time/clock.js';
import { builtFrom } from '../../shared/use-case.provider.js';
import { PreviewOpeningHoursQuery } from './application/preview-opening-hours.query.js';
import { OpeningHoursController } from './http/opening-hours.controller.js';

/** POST /api/opening-hours/preview: the week of hours as an editor types them (docs/opening-hours.md). */
@Module({
  controllers: [OpeningHoursController],
  providers: [builtFrom(PreviewOpeningHoursQuery, [Clock])],
})
export class OpeningHoursModule {}
