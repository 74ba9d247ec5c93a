export interface FailureWindow {
  readonly key: string;
  readonly count: number;
  readonly windowStartedAt: Date;
}

/**
 * Port: failed sign-in counters shared by every replica (a PostgreSQL table), one fixed window per key
 * ('account:<email>', 'ip:<address>').
 */
export abstract class LoginFailureCounter {
  /** The counters of these keys whose window started after `windowStart` (older ones no longer count). */
  abstract current(keys: readonly string[], windowStart: Date): Promise<FailureWindow[]>;
  /** One more failure for each key, in one atomic upsert; a window older than `windowStart` restarts at `now`. */
  abstract recordFailure(keys: readonly string[], now: Date, windowStart: Date): Promise<void>;
  abstract reset(key: string): Promise<void>;
}
