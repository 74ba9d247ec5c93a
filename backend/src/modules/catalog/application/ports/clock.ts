/** Port: the current time (a fixed clock in unit tests). Bound to SystemClock. */
export abstract class Clock {
  abstract now(): Date;
}
