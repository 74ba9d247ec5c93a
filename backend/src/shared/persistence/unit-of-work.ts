/**
 * Port: runs a use case's reads and writes in one database transaction, whichever modules' repositories it uses.
 * Repositories called inside `run` take part in it; an error rolls everything back (nothing half-written). Nested
 * `run` calls join the outer transaction. Bound to TypeOrmUnitOfWork.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
