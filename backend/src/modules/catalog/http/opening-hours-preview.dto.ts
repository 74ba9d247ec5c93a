import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { OPENING_HOURS_MAX_LENGTH } from '../domain/opening-hours.js';
import type { OpeningHoursPreview } from '../domain/opening-hours-preview.js';
import { OpenIntervalResponse } from './open-state.response.js';

export class OpeningHoursPreviewRequest {
  @ApiProperty({
    type: String,
    maxLength: OPENING_HOURS_MAX_LENGTH,
    example: 'Mo-Sa 08:00-21:00; PH off',
    description:
      "The hours as typed, in OpenStreetMap `opening_hours` syntax ('24/7', 'Mo-Fr 08:00-17:00; PH off'), read in " +
      'Asia/Manila; PH is the public holidays of the Philippines.',
  })
  @IsString({ message: 'openingHours must be a string' })
  @MaxLength(OPENING_HOURS_MAX_LENGTH, {
    message: `openingHours must be at most ${OPENING_HOURS_MAX_LENGTH} characters`,
  })
  openingHours: string;
}

export class HolidayNameResponse {
  @ApiProperty({ example: 'Bonifacio Day' })
  en: string;

  @ApiProperty({ example: 'Araw ni Bonifacio' })
  fil: string;
}

export class OpeningHoursDayResponse {
  @ApiProperty({ type: String, format: 'date', example: '2026-11-30', description: 'A day in Manila' })
  date: string;

  @ApiProperty({
    type: HolidayNameResponse,
    nullable: true,
    description: 'The public holiday of the Philippines that day, or null',
  })
  holiday: HolidayNameResponse | null;

  @ApiProperty({
    type: [OpenIntervalResponse],
    description:
      'The openings that begin that day, with their real closing (after midnight for a late night); a day open ' +
      'from midnight to midnight has one interval of 24 hours. Empty: closed that day.',
  })
  intervals: OpenIntervalResponse[];
}

export class OpeningHoursPreviewResponse {
  @ApiProperty({ type: [OpeningHoursDayResponse], description: 'The coming 7 days in Manila, from today' })
  days: OpeningHoursDayResponse[];

  @ApiProperty({ description: "Open without a break for the coming 7 days ('Open 24/7')" })
  is24_7: boolean;

  static from(preview: OpeningHoursPreview): OpeningHoursPreviewResponse {
    return Object.assign(new OpeningHoursPreviewResponse(), {
      is24_7: preview.is24_7,
      days: preview.days.map((day) => ({
        date: day.date,
        holiday: day.holiday && { en: day.holiday.en, fil: day.holiday.fil },
        intervals: day.intervals.map((interval) => ({
          start: interval.opensAt.toISOString(),
          end: interval.closesAt.toISOString(),
        })),
      })),
    });
  }
}
