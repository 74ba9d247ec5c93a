import { ApiProperty } from '@nestjs/swagger';
import type { PlaceOpenState } from '../domain/opening-hours.js';

/** One open interval: from `start` (inclusive) to `end` (exclusive), instants. */
export class OpenIntervalResponse {
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-27T00:00:00.000Z' })
  start: string;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-27T13:00:00.000Z' })
  end: string;
}

/**
 * What the app needs to say 'Open now · closes 9:00 PM', 'Closes in 25 min', 'Closed · opens 6:00 AM' or 'Open 24/7'
 * from its own clock (docs/opening-hours.md): the coming open intervals as instants, so a kept answer stays right.
 */
export class OpenStateResponse {
  @ApiProperty({
    description: "Open without a break for at least the coming 7 days ('Open 24/7')",
  })
  is24_7: boolean;

  @ApiProperty({
    type: [OpenIntervalResponse],
    description:
      'The coming open intervals by the opening hours, in order, the one in progress first (at most 8, up to 14 days ' +
      'ahead); open now when one holds the current instant. Empty: closed for the coming 14 days',
  })
  intervals: OpenIntervalResponse[];

  static from(state: PlaceOpenState | null): OpenStateResponse | null {
    if (state === null) return null;
    return Object.assign(new OpenStateResponse(), {
      is24_7: state.is24_7,
      intervals: state.intervals.map((interval) => ({
        start: interval.opensAt.toISOString(),
        end: interval.closesAt.toISOString(),
      })),
    });
  }
}
