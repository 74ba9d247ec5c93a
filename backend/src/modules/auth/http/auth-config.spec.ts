import { ConfigError } from '../../../config/app-config.js';
import { loadAuthConfig } from './auth-config.js';

describe('loadAuthConfig', () => {
  it('defaults: 10 / 100 failures in 15 minutes, 30-day sessions, no OIDC, no proxy trusted', () => {
    expect(loadAuthConfig({}, { production: false })).toEqual({
      sessionSecret: undefined,
      sessionMaxAgeMs: 30 * 24 * 3600_000,
      secureCookies: false,
      trustProxy: false,
      publicUrl: undefined,
      login: { maxFailuresPerAccount: 10, maxFailuresPerIp: 100, windowMinutes: 15 },
      oidc: undefined,
    });
  });

  it('reads the limits, PUBLIC_URL (as an origin) and TRUST_PROXY', () => {
    const config = loadAuthConfig(
      {
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
        LOGIN_MAX_FAILURES_PER_IP: '50',
        LOGIN_WINDOW_MINUTES: '30',
        PUBLIC_URL: 'https://tara.example.com/some/path',
        TRUST_PROXY: '1',
      },
      { production: false },
    );
    expect(config.login).toEqual({ maxFailuresPerAccount: 5, maxFailuresPerIp: 50, windowMinutes: 30 });
    expect(config.publicUrl).toBe('https://tara.example.com');
    expect(config.trustProxy).toBe(1);
    expect(loadAuthConfig({ TRUST_PROXY: 'loopback' }, { production: false }).trustProxy).toBe('loopback');
    expect(loadAuthConfig({ TRUST_PROXY: 'true' }, { production: false }).trustProxy).toBe(true);
  });

  it('production: SESSION_SECRET required (32+ characters) and Secure cookies', () => {
    expect(() => loadAuthConfig({}, { production: true })).toThrow(ConfigError);
    expect(() => loadAuthConfig({ SESSION_SECRET: 'too-short' }, { production: true })).toThrow(ConfigError);
    const config = loadAuthConfig({ SESSION_SECRET: 's'.repeat(32) }, { production: true });
    expect(config).toMatchObject({ sessionSecret: 's'.repeat(32), secureCookies: true });
  });

  it('OpenID Connect needs issuer, client id and secret together', () => {
    const oidc = loadAuthConfig(
      {
        OIDC_ISSUER_URL: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
        OIDC_PROVIDER_NAME: 'Google',
      },
      { production: false },
    ).oidc;
    expect(oidc).toEqual({
      issuerUrl: 'https://accounts.google.com/',
      clientId: 'id',
      clientSecret: 'secret',
      providerName: 'Google',
      only: false,
      redirectUrl: undefined,
      allowInsecureRequests: false,
    });
    expect(
      loadAuthConfig(
        { OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' },
        { production: false },
      ).oidc?.providerName,
    ).toBe('id.example');
    expect(() => loadAuthConfig({ OIDC_ISSUER_URL: 'https://id.example' }, { production: false })).toThrow(ConfigError);
    expect(() => loadAuthConfig({ OIDC_ONLY: 'true' }, { production: false })).toThrow(ConfigError);
  });

  it.each([
    { LOGIN_MAX_FAILURES_PER_ACCOUNT: '0' },
    { LOGIN_WINDOW_MINUTES: 'soon' },
    { PUBLIC_URL: 'tara.example.com' },
    { OIDC_ONLY: 'maybe' },
  ])('rejects %j', (env) => {
    expect(() => loadAuthConfig(env, { production: false })).toThrow(ConfigError);
  });
});
