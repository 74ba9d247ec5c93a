/**
 * Every module's error codes, registered by the module itself through declaration merging, next to its code enum:
 *
 *   declare module '../../../shared/domain/domain-error.js' {
 *     interface ErrorCodeRegistry { community: CommunityErrorCode }
 *   }
 *
 * A DomainError can only carry a registered code (a module that forgets to register does not compile), and the app's
 * status map is a Record over all of them (a registered code without an HTTP status does not compile: error-status.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each module (declaration merging)
export interface ErrorCodeRegistry {}

/** Any module's error code. */
export type ErrorCode = ErrorCodeRegistry[keyof ErrorCodeRegistry];

/**
 * Base class of every error a module's domain or application layer throws on purpose. Each module declares one
 * error-code enum (e.g. CategoryErrorCode), registers it in ErrorCodeRegistry, and one subclass; the global
 * DomainErrorFilter turns the code into an HTTP status and renders `{ statusCode, code, message, details? }`.
 */
export abstract class DomainError<Code extends ErrorCode = ErrorCode> extends Error {
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
