import { HttpStatus } from '@nestjs/common';
import { ModerationErrorCode } from '../domain/moderation.errors.js';

/** Every moderation error code's HTTP status (a code without one does not compile). */
export const MODERATION_ERROR_STATUS: Record<ModerationErrorCode, HttpStatus> = {
  [ModerationErrorCode.ReportNotFound]: HttpStatus.NOT_FOUND,
  [ModerationErrorCode.ReportAlreadyResolved]: HttpStatus.CONFLICT,
  [ModerationErrorCode.InvalidReportUpdate]: HttpStatus.BAD_REQUEST,
  [ModerationErrorCode.BanIsAdminOnly]: HttpStatus.FORBIDDEN,
  [ModerationErrorCode.CannotActOnStaff]: HttpStatus.FORBIDDEN,
  [ModerationErrorCode.CannotActOnOwn]: HttpStatus.FORBIDDEN,
  [ModerationErrorCode.NotAModerator]: HttpStatus.FORBIDDEN,
  [ModerationErrorCode.NoticeNotFound]: HttpStatus.NOT_FOUND,
};
