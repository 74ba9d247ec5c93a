import type { Clock } from '../../../shared/time/clock.js';
import { previewOpeningHours, type OpeningHoursPreview } from '../domain/opening-hours-preview.js';

/** The coming week of hours as an editor types them (POST /api/opening-hours/preview, docs/opening-hours.md). */
export class PreviewOpeningHoursQuery {
  constructor(private readonly clock: Clock) {}

  execute(openingHours: string): OpeningHoursPreview {
    return previewOpeningHours(openingHours, this.clock.now());
  }
}
