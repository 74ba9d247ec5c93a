import { UnitOfWork } from '../persistence/unit-of-work.js';
import { Clock } from '../time/clock.js';

/** A clock that says what it is told (use-case unit tests). */
export class FixedClock extends Clock {
  constructor(private current: Date) {
    super();
  }

  override now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * A unit of work over in-memory fakes: snapshots the fakes before the work and restores them when it throws,
 * so tests can check that a failed use case wrote nothing.
 */
export class InMemoryUnitOfWork extends UnitOfWork {
  runs = 0;

  constructor(private readonly stores: ReadonlyArray<{ snapshot(): () => void }> = []) {
    super();
  }

  override async run<T>(work: () => Promise<T>): Promise<T> {
    this.runs++;
    const restores = this.stores.map((store) => store.snapshot());
    try {
      return await work();
    } catch (error) {
      for (const restore of restores) restore();
      throw error;
    }
  }
}
