import { Clock } from '../application/ports/clock.js';

export class SystemClock extends Clock {
  override now(): Date {
    return new Date();
  }
}
