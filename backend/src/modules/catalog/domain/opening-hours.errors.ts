import { DomainError } from '../../../shared/domain/domain-error.js';

/** The error codes of the opening hours' preview (POST /api/opening-hours/preview); http maps each to a status. */
export enum OpeningHoursErrorCode {
  Invalid = 'OPENING_HOURS_INVALID',
}

declare module '../../../shared/domain/domain-error.js' {
  interface ErrorCodeRegistry {
    openingHours: OpeningHoursErrorCode;
  }
}

export class OpeningHoursError extends DomainError<OpeningHoursErrorCode> {
  constructor(
    override readonly code: OpeningHoursErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }
}
