import { DomainError } from '../../../shared/domain/domain-error.js';

/** Every error code of the moderation module; http/moderation-error-status.ts maps each one to a status. */
export enum ModerationErrorCode {
  ReportNotFound = 'REPORT_NOT_FOUND',
  ReportAlreadyResolved = 'REPORT_ALREADY_RESOLVED',
  InvalidReportUpdate = 'INVALID_REPORT_UPDATE',
  BanIsAdminOnly = 'BAN_IS_ADMIN_ONLY',
  CannotActOnStaff = 'CANNOT_ACT_ON_STAFF',
  CannotActOnOwn = 'CANNOT_ACT_ON_OWN',
  NotAModerator = 'NOT_A_MODERATOR',
  NoticeNotFound = 'NOTICE_NOT_FOUND',
}

declare module '../../../shared/domain/domain-error.js' {
  interface ErrorCodeRegistry {
    moderation: ModerationErrorCode;
  }
}

export class ModerationError extends DomainError<ModerationErrorCode> {
  constructor(
    override readonly code: ModerationErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }

  static reportNotFound(id: string): ModerationError {
    return new ModerationError(ModerationErrorCode.ReportNotFound, 'Report not found', { id });
  }
}
