import { HttpStatus } from '@nestjs/common';
import { UserErrorCode } from '../domain/user.errors.js';

/** HTTP status of each users error code. A code without an entry is a compile error. */
export const userErrorStatus: Record<UserErrorCode, HttpStatus> = {
  [UserErrorCode.EmailTaken]: HttpStatus.CONFLICT,
  [UserErrorCode.InvalidEmail]: HttpStatus.BAD_REQUEST,
  [UserErrorCode.InvalidName]: HttpStatus.BAD_REQUEST,
  [UserErrorCode.InvalidProfileImageUrl]: HttpStatus.BAD_REQUEST,
  [UserErrorCode.InvalidRole]: HttpStatus.BAD_REQUEST,
  [UserErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [UserErrorCode.CannotChangeOwnRole]: HttpStatus.FORBIDDEN,
  [UserErrorCode.LastAdmin]: HttpStatus.CONFLICT,
  [UserErrorCode.CannotModerateSelf]: HttpStatus.FORBIDDEN,
  [UserErrorCode.ActorNotActive]: HttpStatus.FORBIDDEN,
  [UserErrorCode.InvalidModerationRequest]: HttpStatus.BAD_REQUEST,
};
