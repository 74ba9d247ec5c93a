export interface FailureWindow {
  readonly key: string;
  readonly count: number;
  readonly windowStartedAt: Date;
}

/**
 * Port: sign-in attempt counters shared by every replica (a PostgreSQL table), one fixed window per key
 * ('account:<email>', 'ip:<address>'). An attempt is counted before the password is checked (claim), so that a burst of
 * simultaneous attempts cannot all pass the limit check before any of them is counted; an attempt that turns out not to
 * be a failure gives its count back (release), and a successful sign-in clears the account's counter (reset).
 */
export abstract class LoginFailureCounter {
  /**
   * One more attempt for each key, in one atomic statement; a window older than `windowStart` restarts at `now`. Answers
   * the counters as they are after this attempt (this attempt included).
   */
  abstract claim(keys: readonly string[], now: Date, windowStart: Date): Promise<FailureWindow[]>;
  /** Gives back one attempt of each key (the attempt was not a failure). */
  abstract release(keys: readonly string[], windowStart: Date): Promise<void>;
  abstract reset(key: string): Promise<void>;
}
