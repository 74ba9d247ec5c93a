import { jest } from '@jest/globals';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import passport from 'passport';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import { Strategy as LocalPassportStrategy } from 'passport-local';
import request from 'supertest';
import { AuthGuard } from '../src/modules/auth/http/auth.guard.js';
import { LocalAuthGuard } from '../src/modules/auth/http/local-auth.guard.js';
import { OidcCallbackGuard, OidcOnlyLoginGuard, OidcStartGuard } from '../src/modules/auth/http/oidc-auth.guard.js';
import { ApiTokenStrategy } from '../src/modules/auth/http/strategies/api-token.strategy.js';
import { LocalStrategy } from '../src/modules/auth/http/strategies/local.strategy.js';
import { registeredStrategy } from '../src/modules/auth/http/strategies/passport-registry.js';
import { SessionStrategy } from '../src/modules/auth/http/strategies/session.strategy.js';
import { Role } from '../src/shared/domain/role.js';
import { createAuthTestApp, insertApiToken, insertUser, sessionCookie, TEST_PASSWORD } from './support/auth-helpers.js';
import type { TestApp } from './support/test-app.js';
import { resetDatabase, startTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * Issue 29.2: authentication runs through @nestjs/passport. The guards are Nest's AuthGuard mixins, the strategies are
 * registered with Passport under their names, and every request is authenticated by passport.authenticate(): a
 * hand-written guard in their place fails here. Passport's own answers (its 401, its challenges) never go out.
 * OpenID Connect's strategy ('oidc') is checked in oidc.int-spec.ts, against a real provider.
 */
describe('authentication through Passport strategies behind Nest AuthGuard', () => {
  let db: TestDatabase;
  let t: TestApp;
  let authenticate: jest.SpiedFunction<typeof passport.authenticate>;

  beforeAll(async () => {
    db = await startTestDatabase();
    t = await createAuthTestApp(db);
  });

  afterAll(async () => {
    await t?.close();
    await db?.stop();
  });

  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    authenticate = jest.spyOn(passport, 'authenticate');
  });

  afterEach(() => authenticate.mockRestore());

  /** The strategy names passport.authenticate() was called with, in order. */
  const strategiesUsed = () => authenticate.mock.calls.map(([strategy]) => strategy);

  it('the guards are AuthGuard mixins of @nestjs/passport, one per strategy', () => {
    expect(Object.getPrototypeOf(AuthGuard)).toBe(PassportAuthGuard(['bearer', 'session']));
    expect(Object.getPrototypeOf(LocalAuthGuard)).toBe(PassportAuthGuard('local'));
    expect(Object.getPrototypeOf(OidcStartGuard)).toBe(PassportAuthGuard('oidc'));
    expect(Object.getPrototypeOf(OidcCallbackGuard)).toBe(PassportAuthGuard('oidc'));
    expect(OidcOnlyLoginGuard.prototype).toBeInstanceOf(PassportAuthGuard('oidc'));
  });

  it("Passport's registry holds the app's strategies: 'local' (passport-local), 'bearer' (passport-http-bearer), 'session'", () => {
    const local = registeredStrategy('local');
    expect(local).toBe(t.app.get(LocalStrategy));
    expect(local).toBeInstanceOf(LocalPassportStrategy);
    const bearer = registeredStrategy('bearer');
    expect(bearer).toBe(t.app.get(ApiTokenStrategy));
    expect(bearer).toBeInstanceOf(BearerStrategy);
    const session = registeredStrategy('session');
    expect(session).toBe(t.app.get(SessionStrategy));
    expect(session).toBeInstanceOf(passport.Strategy);
    expect(registeredStrategy('oidc')).toBeUndefined(); // no OIDC_* here
  });

  it("password sign-in runs 'local'; then every request runs 'bearer' and 'session', and the session's member is the caller", async () => {
    await insertUser(t.dataSource, { email: 'lakan@example.com', role: Role.Editor });
    const login = await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'lakan@example.com', password: TEST_PASSWORD })
      .expect(200);
    expect(strategiesUsed()).toEqual([['bearer', 'session'], 'local']);
    authenticate.mockClear();
    const me = await request(t.http)
      .get('/api/auth/user')
      .set('Cookie', sessionCookie(login) as string)
      .expect(200);
    expect(me.body).toMatchObject({ email: 'lakan@example.com', role: 'editor' });
    expect(strategiesUsed()).toEqual([['bearer', 'session']]);
  });

  it("an API token is the 'bearer' strategy's, from the Authorization header only", async () => {
    const id = await insertUser(t.dataSource, { email: 'partner@example.com' });
    const token = await insertApiToken(t.dataSource, id);
    const me = await request(t.http).get('/api/auth/user').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body.id).toBe(id);
    expect(strategiesUsed()).toEqual([['bearer', 'session']]);
    // passport-http-bearer alone would also take ?access_token= and a body field: tokens stay out of URLs and logs.
    await request(t.http).get('/api/auth/user').query({ access_token: token }).expect(401);
  });

  it("Passport's own answers never go out: our 401 bodies, our WWW-Authenticate, no passport challenge", async () => {
    const anonymous = await request(t.http).get('/api/auth/user').expect(401);
    expect(anonymous.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    expect(anonymous.headers['www-authenticate']).toBeUndefined();
    const badToken = await request(t.http).get('/api/auth/user').set('Authorization', 'Bearer tp_unknown').expect(401);
    expect(badToken.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    expect(badToken.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const badPassword = await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password: 'wrong-password' })
      .expect(401);
    expect(badPassword.body).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(strategiesUsed()).toContain('local');
    // A body the pipes refuse never reaches the strategy (nothing counted as an attempt).
    authenticate.mockClear();
    const missing = await request(t.http).post('/api/auth/login').send({ email: 'nobody@example.com' }).expect(400);
    expect(missing.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(strategiesUsed()).not.toContain('local');
    expect(
      await t.dataSource.query(
        `SELECT key FROM login_failures WHERE key = 'account:nobody@example.com' AND failures > 1`,
      ),
    ).toEqual([]);
  });

  it('a second app in the process serves with its own strategies, and hands the names back when it closes', async () => {
    const second = await createAuthTestApp(db);
    try {
      expect(registeredStrategy('session')).toBe(second.app.get(SessionStrategy));
    } finally {
      await second.close();
    }
    expect(registeredStrategy('session')).toBe(t.app.get(SessionStrategy));
    expect(registeredStrategy('local')).toBe(t.app.get(LocalStrategy));
    await insertUser(t.dataSource, { email: 'after@example.com' });
    await request(t.http)
      .post('/api/auth/login')
      .send({ email: 'after@example.com', password: TEST_PASSWORD })
      .expect(200);
  });
});
