/** Port: the current time (a fixed clock in unit tests). */
export abstract class Clock {
  abstract now(): Date;
}
