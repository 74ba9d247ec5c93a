import { DomainError } from '../../../shared/domain/domain-error.js';

/**
 * Every error code of the users module (accounts, roles, moderation); http/user-error-status.ts maps each to a status.
 * Sign-in, session, API token and OpenID Connect codes are the auth module's (AuthErrorCode); INVALID_PASSWORD is a
 * shared code (shared/domain/kernel.errors.ts).
 */
export enum UserErrorCode {
  EmailTaken = 'EMAIL_TAKEN',
  InvalidEmail = 'INVALID_EMAIL',
  InvalidName = 'INVALID_NAME',
  InvalidProfileImageUrl = 'INVALID_PROFILE_IMAGE_URL',
  InvalidRole = 'INVALID_ROLE',
  NotFound = 'USER_NOT_FOUND',
  CannotChangeOwnRole = 'CANNOT_CHANGE_OWN_ROLE',
  LastAdmin = 'LAST_ADMIN',
  CannotModerateSelf = 'CANNOT_MODERATE_SELF',
  /** The one acting was banned or suspended (by someone else, at the same moment) before the change was written. */
  ActorNotActive = 'ACTOR_NOT_ACTIVE',
  InvalidModerationRequest = 'INVALID_MODERATION_REQUEST',
}

declare module '../../../shared/domain/domain-error.js' {
  interface ErrorCodeRegistry {
    users: UserErrorCode;
  }
}

export class UserError extends DomainError<UserErrorCode> {
  constructor(
    override readonly code: UserErrorCode,
    message: string,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message, details);
  }

  static notFound(id: string): UserError {
    return new UserError(UserErrorCode.NotFound, 'User not found', { id });
  }

  static emailTaken(): UserError {
    return new UserError(UserErrorCode.EmailTaken, 'An account with this email already exists', { field: 'email' });
  }
}
