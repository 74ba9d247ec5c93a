import { passwordProblem } from '../../../shared/domain/credentials.js';
import { KernelError } from '../../../shared/domain/kernel.errors.js';

/**
 * A new password chosen at sign-up or through a set-password link (shared/domain/credentials.ts), or INVALID_PASSWORD
 * with the reason ('length' or 'common').
 */
export function assertAcceptablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw KernelError.invalidPassword(problem);
}
