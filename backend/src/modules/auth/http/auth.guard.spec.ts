import { Controller, Get, Post, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { loadAuthConfig } from './auth-config.js';
import { AllowedWhileSuspended, Public, Roles } from '../../../shared/auth/auth.decorators.js';
import { AuthErrorCode } from '../domain/auth.errors.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { KernelErrorCode } from '../../../shared/domain/kernel.errors.js';
import { AuthGuard } from './auth.guard.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import type { AuthenticateApiTokenQuery } from '../application/authenticate-api-token.query.js';
import type { AuthenticateSessionQuery } from '../application/authenticate-session.query.js';
import type { Account } from '../domain/account.js';
import { ApiTokenStrategy } from './strategies/api-token.strategy.js';
import { SessionStrategy } from './strategies/session.strategy.js';
import { Role } from '../../../shared/domain/role.js';

@Controller('x')
@Roles(Role.Admin)
class AdminController {
  @Get()
  list(): void {}

  @Get('open')
  @Public()
  open(): void {}

  @Post('editors')
  @Roles(Role.Editor)
  forEditors(): void {}
}

@Controller('y')
class PlainController {
  @Get()
  mine(): void {}

  @Post('dismiss')
  @AllowedWhileSuspended()
  dismiss(): void {}
}

const user = (role: Role, extra: Partial<AuthenticatedUser> = {}): AuthenticatedUser => ({
  id: 'u1',
  email: 'u1@example.com',
  role,
  isBanned: false,
  isSuspended: false,
  suspendedUntil: null,
  via: 'session',
  ...extra,
});

/**
 * The guard's Passport strategies ('session' and 'bearer'), registered with Passport over queries that answer `caller`'s
 * account; withCaller runs `use` with them and then hands their names back.
 */
async function withCaller<T>(caller: AuthenticatedUser | null, use: () => Promise<T>): Promise<T> {
  const account: Account | null = caller && {
    id: caller.id,
    email: caller.email,
    role: caller.role,
    isBanned: caller.isBanned,
    isSuspended: caller.isSuspended,
    suspendedUntil: caller.suspendedUntil,
  };
  const query = { execute: async () => account };
  const strategies = [
    new SessionStrategy(query as unknown as AuthenticateSessionQuery),
    new ApiTokenStrategy(query as unknown as AuthenticateApiTokenQuery),
  ];
  try {
    return await use();
  } finally {
    for (const strategy of strategies) strategy.onModuleDestroy();
  }
}

function context(controller: object, handler: string, method: string, caller: AuthenticatedUser | null) {
  const req = { method, headers: {}, host: 'tara.test', session: caller ? { userId: caller.id } : undefined } as Record<
    string,
    unknown
  >;
  const res = { setHeader: () => undefined };
  const ctx = {
    getType: () => 'http',
    getHandler: () => (controller as Record<string, unknown>)[handler],
    getClass: () => controller.constructor,
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as unknown as ExecutionContext;
  return { ctx, req };
}

async function outcome(
  controller: object,
  handler: string,
  method: string,
  caller: AuthenticatedUser | null,
): Promise<string> {
  const guard = new AuthGuard(new Reflector(), loadAuthConfig({}, { production: false }));
  const { ctx } = context(controller, handler, method, caller);
  return withCaller(caller, async () => {
    try {
      await guard.canActivate(ctx);
      return 'allowed';
    } catch (error) {
      if (error instanceof DomainError) return error.code;
      throw error;
    }
  });
}

describe('AuthGuard (declarations: @Public, @Roles, none = signed in)', () => {
  const admin = new AdminController();
  const plain = new PlainController();

  it('no declaration: signed-in users only', async () => {
    expect(await outcome(plain, 'mine', 'GET', null)).toBe(KernelErrorCode.Unauthenticated);
    expect(await outcome(plain, 'mine', 'GET', user(Role.User))).toBe('allowed');
  });

  it("a controller's @Roles applies to its methods; a method's own declaration wins", async () => {
    expect(await outcome(admin, 'list', 'GET', user(Role.Editor))).toBe(KernelErrorCode.Forbidden);
    expect(await outcome(admin, 'list', 'GET', user(Role.Admin))).toBe('allowed');
    expect(await outcome(admin, 'open', 'GET', null)).toBe('allowed');
    expect(await outcome(admin, 'forEditors', 'POST', user(Role.Editor))).toBe('allowed');
    expect(await outcome(admin, 'forEditors', 'POST', user(Role.Admin))).toBe(KernelErrorCode.Forbidden);
  });

  it('a suspended user may read, not write, until suspendedUntil', async () => {
    const until = new Date(Date.now() + 3600_000);
    const suspended = user(Role.Editor, { isSuspended: true, suspendedUntil: until });
    expect(await outcome(plain, 'mine', 'GET', suspended)).toBe('allowed');
    expect(await outcome(admin, 'forEditors', 'POST', suspended)).toBe(AuthErrorCode.AccountSuspended);
    const ended = user(Role.Editor, { isSuspended: true, suspendedUntil: new Date(Date.now() - 1000) });
    expect(await outcome(admin, 'forEditors', 'POST', ended)).toBe('allowed');
  });

  it('a suspended user may still make the changes marked @AllowedWhileSuspended() (dismissing a notice)', async () => {
    const suspended = user(Role.User, { isSuspended: true, suspendedUntil: new Date(Date.now() + 3600_000) });
    expect(await outcome(plain, 'dismiss', 'POST', suspended)).toBe('allowed');
    expect(await outcome(plain, 'dismiss', 'POST', null)).toBe(KernelErrorCode.Unauthenticated);
  });

  it('attaches the caller to the request, also on public endpoints', async () => {
    const guard = new AuthGuard(new Reflector(), loadAuthConfig({}, { production: false }));
    const { ctx, req } = context(admin, 'open', 'GET', user(Role.User));
    await withCaller(user(Role.User), () => guard.canActivate(ctx));
    expect(req.user).toMatchObject({ id: 'u1', role: Role.User });
  });
});
