import { ConfigError } from './config-error.js';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_BUCKETS, loadRateLimits } from './rate-limits.js';

describe('loadRateLimits', () => {
  it('defaults to the documented table, each per-address limit above its per-account one', () => {
    const limits = loadRateLimits({});
    expect(limits).toEqual(DEFAULT_RATE_LIMITS);
    for (const bucket of RATE_LIMIT_BUCKETS) {
      const { perAccount, perAddress } = limits[bucket];
      if (perAccount !== null) expect(perAddress).toBeGreaterThan(perAccount);
    }
    expect(limits.signup.perAccount).toBeNull();
  });

  it('reads each value from its variable and multiplies the counts by RATE_LIMIT_FACTOR', () => {
    const limits = loadRateLimits({
      RATE_LIMIT_POSTS_PER_ACCOUNT: '4',
      RATE_LIMIT_POSTS_PER_ADDRESS: '40',
      RATE_LIMIT_POSTS_WINDOW_SECONDS: '600',
      RATE_LIMIT_FACTOR: '10',
    });
    expect(limits.posts).toEqual({ perAccount: 40, perAddress: 400, windowSeconds: 600 });
    expect(limits.comments).toEqual({ ...DEFAULT_RATE_LIMITS.comments, perAccount: 300, perAddress: 3_000 });
  });

  it.each([
    [{ RATE_LIMIT_COMMENTS_PER_ACCOUNT: '0' }, /RATE_LIMIT_COMMENTS_PER_ACCOUNT must be a whole number/],
    [{ RATE_LIMIT_LIKES_WINDOW_SECONDS: 'soon' }, /RATE_LIMIT_LIKES_WINDOW_SECONDS must be a whole number/],
    [{ RATE_LIMIT_FACTOR: '1.5' }, /RATE_LIMIT_FACTOR must be a whole number/],
    [
      { RATE_LIMIT_CLAIMS_PER_ACCOUNT: '50', RATE_LIMIT_CLAIMS_PER_ADDRESS: '20' },
      /RATE_LIMIT_CLAIMS_PER_ADDRESS \(20\) must not be below RATE_LIMIT_CLAIMS_PER_ACCOUNT \(50\)/,
    ],
    [{ RATE_LIMIT_SIGNUP_PER_ACCOUNT: '3' }, /RATE_LIMIT_SIGNUP_PER_ACCOUNT has no meaning/],
  ])('refuses %o', (env, message) => {
    expect(() => loadRateLimits(env)).toThrow(ConfigError);
    expect(() => loadRateLimits(env)).toThrow(message);
  });
});
