/**
 * Base class of every error a module's domain or application layer throws on purpose.
 * Each module declares one error-code enum (e.g. CategoryErrorCode) and one subclass;
 * the global DomainErrorFilter turns the code into an HTTP status through that module's
 * `Record<Code, HttpStatus>` and renders `{ statusCode, code, message, details? }`.
 */
export abstract class DomainError<Code extends string = string> extends Error {
  abstract readonly code: Code;

  protected constructor(
    message: string,
    /** Safe, client-facing facts about the error (ids, field names); never internals. */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
