import { ConfigError } from '../../../config/config-error.js';
import { nonEmpty, parseBoolean, envInteger, type Env } from '../../../config/env-values.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface LoginLimits {
  /** Failed sign-ins per account (email) within the window before 429. */
  readonly maxFailuresPerAccount: number;
  /** Failed sign-ins per client IP within the window before 429. */
  readonly maxFailuresPerIp: number;
  readonly windowMinutes: number;
}

export interface OidcConfig {
  readonly issuerUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Shown on the sign-in page: 'Continue with <providerName>'. */
  readonly providerName: string;
  /** /api/login goes straight to the provider (no password form). */
  readonly only: boolean;
  /** Redirect URI registered at the provider; default <PUBLIC_URL or the request's origin>/api/auth/oidc/callback. */
  readonly redirectUrl: string | undefined;
  /**
   * openid-client refuses plain-http issuers; the OIDC integration test (oidc-provider on 127.0.0.1) sets this.
   * Never read from the environment: a real deployment always talks HTTPS to its provider.
   */
  readonly allowInsecureRequests: boolean;
}

/**
 * Sign-in and session settings (environment variables read by {@link loadAuthConfig}).
 * The abstract class is the DI token, like AppConfig.
 */
export abstract class AuthConfig {
  /** SESSION_SECRET; undefined: a random secret kept in app_meta (per database, so restarts and replicas share it). */
  abstract readonly sessionSecret: string | undefined;
  /** Rolling lifetime of a session (30 days). */
  abstract readonly sessionMaxAgeMs: number;
  /** Secure cookies (NODE_ENV=production). */
  abstract readonly secureCookies: boolean;
  /** Express 'trust proxy' (TRUST_PROXY): needed behind a TLS-terminating proxy for Secure cookies and client IPs. */
  abstract readonly trustProxy: boolean | number | string;
  /** PUBLIC_URL's origin (e.g. https://tara.example.com): also accepted as same-origin, used in links. */
  abstract readonly publicUrl: string | undefined;
  abstract readonly login: LoginLimits;
  /** Set when OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are. */
  abstract readonly oidc: OidcConfig | undefined;
}

export const SESSION_MAX_AGE_DAYS = 30;
export const MIN_SESSION_SECRET_LENGTH = 32;

/**
 * Reads the auth settings (defaults in brackets): SESSION_SECRET [required in production; else stored in app_meta],
 * PUBLIC_URL [none], TRUST_PROXY [false; true, a hop count, or a list such as 'loopback'],
 * LOGIN_MAX_FAILURES_PER_ACCOUNT [10], LOGIN_MAX_FAILURES_PER_IP [100], LOGIN_WINDOW_MINUTES [15],
 * OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET [none: built-in accounts only], OIDC_PROVIDER_NAME [issuer host],
 * OIDC_ONLY [false], OIDC_REDIRECT_URL [<PUBLIC_URL or request origin>/api/auth/oidc/callback].
 */
export function loadAuthConfig(env: Env, options: { production: boolean }): AuthConfig {
  const sessionSecret = nonEmpty(env.SESSION_SECRET);
  if (options.production && !sessionSecret) {
    throw new ConfigError(
      'SESSION_SECRET must be set when NODE_ENV=production (a random string of 32 characters or more)',
    );
  }
  if (sessionSecret && sessionSecret.length < MIN_SESSION_SECRET_LENGTH) {
    throw new ConfigError(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long`);
  }
  return {
    sessionSecret,
    sessionMaxAgeMs: SESSION_MAX_AGE_DAYS * DAY_MS,
    secureCookies: options.production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parseOrigin('PUBLIC_URL', env.PUBLIC_URL),
    login: {
      maxFailuresPerAccount: envInteger(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 10, { min: 1, max: 1_000_000 }),
      maxFailuresPerIp: envInteger(env, 'LOGIN_MAX_FAILURES_PER_IP', 100, { min: 1, max: 1_000_000 }),
      windowMinutes: envInteger(env, 'LOGIN_WINDOW_MINUTES', 15, { min: 1, max: 1_000_000 }),
    },
    oidc: parseOidc(env),
  };
}

function parseOidc(env: Env): OidcConfig | undefined {
  const issuerUrl = nonEmpty(env.OIDC_ISSUER_URL);
  const clientId = nonEmpty(env.OIDC_CLIENT_ID);
  const clientSecret = nonEmpty(env.OIDC_CLIENT_SECRET);
  const given = [issuerUrl, clientId, clientSecret].filter(Boolean).length;
  if (given === 0) {
    if (parseBoolean('OIDC_ONLY', env.OIDC_ONLY, false)) {
      throw new ConfigError('OIDC_ONLY=true needs OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
    }
    return undefined;
  }
  if (!issuerUrl || !clientId || !clientSecret) {
    throw new ConfigError('OpenID Connect needs all three of OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  }
  const issuer = parseUrl('OIDC_ISSUER_URL', issuerUrl);
  const redirect = nonEmpty(env.OIDC_REDIRECT_URL);
  return {
    issuerUrl: issuer.href,
    clientId,
    clientSecret,
    providerName: nonEmpty(env.OIDC_PROVIDER_NAME) ?? issuer.hostname,
    only: parseBoolean('OIDC_ONLY', env.OIDC_ONLY, false),
    redirectUrl: redirect ? parseUrl('OIDC_REDIRECT_URL', redirect).href : undefined,
    allowInsecureRequests: false,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  const raw = nonEmpty(value);
  if (raw === undefined) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const lower = raw.toLowerCase();
  if (['true', 'yes', 'on'].includes(lower)) return true;
  if (['false', 'no', 'off'].includes(lower)) return false;
  return raw; // e.g. 'loopback' or '10.0.0.0/8, 127.0.0.1' (Express trust proxy syntax)
}

function parseOrigin(name: string, value: string | undefined): string | undefined {
  const raw = nonEmpty(value);
  return raw === undefined ? undefined : parseUrl(name, raw).origin;
}

function parseUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  return url;
}
