import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { OPENING_HOURS_MAX_LENGTH } from '../domain/opening-hours.js';

/**
 * `openNow` of a place list: 'true' keeps only the places open now by their opening hours (evaluated in Asia/Manila,
 * read from the precomputed open intervals, so paging and X-Total-Count stay right); 'false' or absent keeps all.
 * Anything else ('maybe', '1', a repeated key) is 400.
 */
export function ApiOpenNowFilter(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      type: Boolean,
      description:
        'true: only places open now by their opening hours (Asia/Manila, Philippine holidays); a place without ' +
        'hours is never open. Answers are kept at most a minute (docs/opening-hours.md).',
    })(target, key);
    IsOptional()(target, key);
    Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))(
      target,
      key,
    );
    IsBoolean({ message: 'openNow must be true or false' })(target, key);
  };
}

/** `openingHours` of a place's create or update body: OpenStreetMap syntax, checked by the `opening_hours` package. */
export function ApiOpeningHours(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: OPENING_HOURS_MAX_LENGTH,
      example: 'Mo-Sa 08:00-21:00; PH off',
      description:
        "OpenStreetMap `opening_hours` syntax ('24/7', 'Mo-Fr 08:00-17:00; PH off', 'Fr-Sa 18:00-02:00'), evaluated in " +
        'Asia/Manila; PH is the public holidays of the Philippines. null or empty clears it. A value the package cannot ' +
        'read is 400 DESTINATION_OPENING_HOURS_INVALID / SERVICE_OPENING_HOURS_INVALID with its message.',
    })(target, key);
    IsOptional()(target, key);
    IsString({ message: 'openingHours must be a string' })(target, key);
    MaxLength(OPENING_HOURS_MAX_LENGTH, {
      message: `openingHours must be at most ${OPENING_HOURS_MAX_LENGTH} characters`,
    })(target, key);
  };
}
