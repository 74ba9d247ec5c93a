import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import { jest } from '@jest/globals';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { Strategy as OpenIdClientStrategy } from 'openid-client/passport';
import passport from 'passport';
import request from 'supertest';
import { OidcCallbackGuard } from '../src/modules/auth/http/oidc-auth.guard.js';
import { registeredStrategy } from '../src/modules/auth/http/strategies/passport-registry.js';
import { loadAuthConfig } from '../src/modules/auth/http/auth-config.js';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertUser, sessionCookie } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * OpenID Connect sign-in against a real provider: the npm package oidc-provider on 127.0.0.1, with a confidential
 * client and PKCE required. The provider's login and consent are answered by a tiny interaction handler that
 * signs in whichever account the test chose (devInteractions off), so the whole authorization-code flow runs
 * over plain HTTP calls: app -> provider -> interaction -> provider -> app callback.
 * The provider is plain http, so the app's OIDC client gets allowInsecureRequests (never set outside tests).
 */
const CLIENT_ID = 'tara-pampanga';
const CLIENT_SECRET = 'a-test-client-secret-that-is-long-enough';
const REDIRECT_URI = 'http://tara.test/api/auth/oidc/callback';

interface Account {
  readonly email: string;
  readonly emailVerified: boolean;
  readonly givenName: string;
  readonly familyName: string;
}

describe('sign-in with OpenID Connect (oidc-provider on 127.0.0.1, authorization code + PKCE)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let providerServer: Server;
  let issuer: string;
  const accounts = new Map<string, Account>();
  let signInAs = '';

  beforeAll(async () => {
    providerServer = http.createServer();
    await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
    // oidc-provider announces its development defaults (Node 20, in-memory adapter, generated keys) on the console.
    const { warn, info } = console;
    console.warn = console.info = () => undefined;
    const { default: OidcProvider } = (await import('oidc-provider')) as { default: typeof Provider };
    const provider = new OidcProvider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [REDIRECT_URI],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['oidc-test-cookie-key'] },
      ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
      async findAccount(_ctx, sub) {
        const account = accounts.get(sub);
        if (!account) return undefined;
        return {
          accountId: sub,
          claims: async () => ({
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            given_name: account.givenName,
            family_name: account.familyName,
          }),
        };
      },
    });
    Object.assign(console, { warn, info });
    const callback = provider.callback();
    providerServer.on('request', (req, res) => {
      if (!req.url?.startsWith('/interaction/')) return callback(req, res);
      // The person "signs in" at the provider and consents to openid, email and profile.
      void (async () => {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId: signInAs, clientId: String(details.params.client_id) });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: signInAs }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      })().catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });

    db = await startTestDatabase();
    t = await createApp({});
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
    providerServer?.closeAllConnections();
    await new Promise((resolve) => providerServer?.close(resolve));
  });

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    accounts.clear();
  });

  function createApp(env: Record<string, string>): Promise<TestApp> {
    const base = loadAuthConfig(
      {
        OIDC_ISSUER_URL: issuer,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_CLIENT_SECRET: CLIENT_SECRET,
        OIDC_PROVIDER_NAME: 'Kapampangan ID',
        ...env,
      },
      { production: false },
    );
    return createAuthTestApp(db, {
      auth: { ...base, oidc: base.oidc && { ...base.oidc, redirectUrl: REDIRECT_URI, allowInsecureRequests: true } },
    });
  }

  /** Follows the provider's redirects with its cookies until it sends the browser back to the app. */
  async function throughProvider(authorizationUrl: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair.split('=');
        jar.set(name, value.join('='));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`The provider answered ${res.status} without a redirect: ${await res.text()}`);
      const next = new URL(location, url);
      if (next.href.startsWith(REDIRECT_URI)) return next;
      url = next.href;
    }
    throw new Error('Too many redirects at the provider');
  }

  /** The whole browser journey: start, provider, callback. Answers the callback response. */
  async function signInWithProvider(subject: string, returnTo = '/community') {
    signInAs = subject;
    const start = await request(t.http).get('/api/auth/oidc/start').query({ returnTo }).expect(302);
    const preSession = sessionCookie(start) as string;
    expect(preSession).toBeDefined();
    expect(expiresInMinutes(start)).toBeLessThanOrEqual(15); // a pending sign-in lives 15 minutes, not 30 days
    const authorization = new URL(start.headers.location);
    expect(authorization.origin).toBe(issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorization.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    const back = await throughProvider(authorization.href);
    expect(back.searchParams.get('code')).toBeTruthy();
    return request(t.http).get(`${back.pathname}${back.search}`).set('Cookie', preSession).expect(302);
  }

  it('creates a member from the verified email, signs them in (new session id) and returns to returnTo', async () => {
    accounts.set('sub-ramon', {
      email: 'Ramon.Lacson@Example.com',
      emailVerified: true,
      givenName: 'Ramon',
      familyName: 'Lacson',
    });
    const callback = await signInWithProvider('sub-ramon');
    expect(callback.headers.location).toBe('/community');
    const cookie = sessionCookie(callback) as string;
    expect(expiresInMinutes(callback)).toBeGreaterThan(30 * 24 * 60 - 5); // the signed-in session: 30 days
    const me = await request(t.http).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(me.body).toMatchObject({
      email: 'ramon.lacson@example.com',
      firstName: 'Ramon',
      lastName: 'Lacson',
      role: 'user',
      isAdmin: false,
    });
    const links: Array<{ issuer: string; subject: string; user_id: string }> = await t.dataSource.query(
      `SELECT issuer, subject, user_id FROM user_identities`,
    );
    expect(links).toEqual([{ issuer, subject: 'sub-ramon', user_id: me.body.id }]);
    const [{ password_hash }]: Array<{ password_hash: string | null }> = await t.dataSource.query(
      `SELECT password_hash FROM users`,
    );
    expect(password_hash).toBeNull();

    // Second time: the same account, nothing new.
    const again = await signInWithProvider('sub-ramon', '/coupons');
    expect(again.headers.location).toBe('/coupons');
    const meAgain = await request(t.http)
      .get('/api/auth/user')
      .set('Cookie', sessionCookie(again) as string)
      .expect(200);
    expect(meAgain.body.id).toBe(me.body.id);
    expect(await t.dataSource.query(`SELECT id FROM users`)).toHaveLength(1);
  });

  it('links an existing account with the same verified email (keeping its role and password)', async () => {
    const id = await insertUser(t.dataSource, { email: 'ana@example.com', role: Role.Editor, firstName: 'Ana' });
    accounts.set('sub-ana', {
      email: 'ana@example.com',
      emailVerified: true,
      givenName: 'Anabelle',
      familyName: 'Mendoza',
    });
    const callback = await signInWithProvider('sub-ana');
    const me = await request(t.http)
      .get('/api/auth/user')
      .set('Cookie', sessionCookie(callback) as string)
      .expect(200);
    expect(me.body).toMatchObject({ id, role: 'editor', firstName: 'Ana' });
    expect(await t.dataSource.query(`SELECT user_id FROM user_identities`)).toEqual([{ user_id: id }]);
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'ana@example.com', password: 'correct horse battery' })
      .expect(200);
  });

  it('refuses an unverified email (no account made) and a banned account', async () => {
    accounts.set('sub-unverified', {
      email: 'noel@example.com',
      emailVerified: false,
      givenName: 'Noel',
      familyName: 'Manansala',
    });
    const unverified = await signInWithProvider('sub-unverified');
    expect(unverified.headers.location).toBe('/sign-in?error=OIDC_EMAIL_NOT_VERIFIED');
    expect(sessionCookie(unverified)).toBeDefined(); // the pre-sign-in session, now without a user
    expect(await t.dataSource.query(`SELECT id FROM users`)).toEqual([]);

    await insertUser(t.dataSource, { email: 'dennis@example.com', isBanned: true });
    accounts.set('sub-dennis', {
      email: 'dennis@example.com',
      emailVerified: true,
      givenName: 'Dennis',
      familyName: 'Lising',
    });
    const banned = await signInWithProvider('sub-dennis');
    expect(banned.headers.location).toBe('/sign-in?error=ACCOUNT_BANNED');
  });

  it('refuses a callback without its pending sign-in, or with another state', async () => {
    accounts.set('sub-liza', {
      email: 'liza@example.com',
      emailVerified: true,
      givenName: 'Liza',
      familyName: 'Manalo',
    });
    signInAs = 'sub-liza';
    const start = await request(t.http).get('/api/auth/oidc/start').expect(302);
    const back = await throughProvider(start.headers.location);

    const noSession = await request(t.http).get(`${back.pathname}${back.search}`).expect(302);
    expect(noSession.headers.location).toBe('/sign-in?error=OIDC_SIGN_IN_FAILED');

    const tampered = new URL(back.href);
    tampered.searchParams.set('state', 'forged-state');
    const wrongState = await request(t.http)
      .get(`${tampered.pathname}${tampered.search}`)
      .set('Cookie', sessionCookie(start) as string)
      .expect(302);
    expect(wrongState.headers.location).toBe('/sign-in?error=OIDC_SIGN_IN_FAILED');
    expect(await t.dataSource.query(`SELECT id FROM users`)).toEqual([]);
  });

  it("runs openid-client's Passport strategy, registered as 'oidc', through Nest's AuthGuard (state, nonce and PKCE)", async () => {
    accounts.set('sub-tala', {
      email: 'tala@example.com',
      emailVerified: true,
      givenName: 'Tala',
      familyName: 'Dizon',
    });
    const authenticate = jest.spyOn(passport, 'authenticate');
    try {
      signInAs = 'sub-tala';
      const start = await request(t.http).get('/api/auth/oidc/start').expect(302);
      const authorization = new URL(start.headers.location);
      expect(authorization.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(authorization.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const back = await throughProvider(authorization.href);
      const callback = await request(t.http)
        .get(`${back.pathname}${back.search}`)
        .set('Cookie', sessionCookie(start) as string)
        .expect(302);
      expect(callback.headers.location).toBe('/');
      expect(authenticate.mock.calls.map(([strategy]) => strategy)).toEqual([
        ['bearer', 'session'],
        'oidc',
        ['bearer', 'session'],
        'oidc',
      ]);
    } finally {
      authenticate.mockRestore();
    }
    expect(registeredStrategy('oidc')).toBeInstanceOf(OpenIdClientStrategy);
    expect(Object.getPrototypeOf(OidcCallbackGuard)).toBe(PassportAuthGuard('oidc'));
  });

  it('/api/login offers the provider on the sign-in page; GET /api/auth/providers names it', async () => {
    const login = await request(t.http).get('/api/login?returnTo=/coupons').expect(302);
    expect(login.headers.location).toBe('/sign-in?returnTo=%2Fcoupons&oidc=1');
    const providers = await request(t.http).get('/api/auth/providers').expect(200);
    expect(providers.body).toEqual({
      password: true,
      oidc: { name: 'Kapampangan ID', startUrl: '/api/auth/oidc/start' },
    });
  });

  it('OIDC_ONLY=true: /api/login goes straight to the provider', async () => {
    const only = await createApp({ OIDC_ONLY: 'true' });
    try {
      const login = await request(only.http).get('/api/login?returnTo=/coupons').expect(302);
      expect(new URL(login.headers.location).origin).toBe(issuer);
      expect((await request(only.http).get('/api/auth/providers').expect(200)).body.password).toBe(false);
    } finally {
      await only.close();
    }
  });
});

function expiresInMinutes(res: { headers: Record<string, unknown> }): number {
  const cookie = String(res.headers['set-cookie']);
  const expires = /Expires=([^;]+)/.exec(cookie)?.[1];
  return (new Date(expires ?? 0).getTime() - Date.now()) / 60_000;
}
