/**
 * Port: runs a use case's reads and writes in one database transaction. Repositories called inside `run`
 * use that transaction; an error rolls everything back (nothing half-written). Bound to TypeOrmUnitOfWork.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
