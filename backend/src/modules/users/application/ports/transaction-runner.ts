/** Port: runs work in one database transaction; the repositories used inside take part in it. */
export abstract class TransactionRunner {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
