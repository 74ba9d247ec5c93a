/** Port: the current time (a fixed clock in unit tests: shared/testing/kernel-fakes.ts). Bound to SystemClock. */
export abstract class Clock {
  abstract now(): Date;
}
