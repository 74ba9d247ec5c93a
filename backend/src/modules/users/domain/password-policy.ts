import { PASSWORD_MESSAGES, passwordProblem } from '../../../shared/domain/credentials.js';
import { UserError, UserErrorCode } from './user.errors.js';

/** A new password (shared/domain/credentials.ts), or INVALID_PASSWORD with the reason ('length' or 'common'). */
export function assertAcceptablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem)
    throw new UserError(UserErrorCode.InvalidPassword, PASSWORD_MESSAGES[problem], {
      field: 'password',
      reason: problem,
    });
}
