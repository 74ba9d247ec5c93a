/**
 * A fatal start-up problem the operator can fix (port in use, broken data folder...).
 * main.ts prints its message as one line, without a stack trace, and exits with status 1.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
