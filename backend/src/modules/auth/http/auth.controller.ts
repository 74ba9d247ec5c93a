import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthConfig } from './auth-config.js';
import { CurrentUser, Public } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { destroySession, startUserSession } from './session.js';
import { sessionCookieName } from './session-cookies.js';
import { GetUserQuery } from '../../users/application/get-user.query.js';
import { Clock } from '../../../shared/time/clock.js';
import { RegisterUseCase } from '../application/register.use-case.js';
import { SetPasswordUseCase } from '../application/set-password.use-case.js';
import { LoginRequest, RegisterRequest, SetPasswordRequest } from './dto/auth.requests.js';
import { AuthProvidersResponse } from './dto/auth-providers.response.js';
import { UserResponse } from '../../users/http/dto/user.response.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { OidcOnlyLoginGuard } from './oidc-auth.guard.js';
import { safeReturnTo } from './return-to.js';
import { isOwnNavigation } from './cross-site.js';
import { RateLimit } from '../../../shared/http/rate-limit/rate-limit.decorator.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';
import { KernelErrorCode } from '../../../shared/domain/kernel.errors.js';
import { AuthErrorCode } from '../domain/auth.errors.js';
import { UserErrorCode } from '../../users/domain/user.errors.js';

/**
 * Sign-in with built-in accounts (DESIGN.md 3): the /api/login and /api/logout navigations of the spec, the
 * JSON calls of the sign-in, sign-up and set-password pages, and the current user.
 */
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly register: RegisterUseCase,
    private readonly setPassword: SetPasswordUseCase,
    private readonly getUser: GetUserQuery,
    private readonly config: AuthConfig,
    private readonly clock: Clock,
  ) {}

  @Public()
  @Get('login')
  @UseGuards(OidcOnlyLoginGuard)
  @ApiOperation({
    summary: 'Start signing in (browser navigation)',
    description:
      'Redirects to the sign-in page `/sign-in?returnTo=<path>` (with `&oidc=1` when an OpenID Connect provider is ' +
      'configured, so the page offers it), or straight to the provider when OIDC_ONLY=true. Already signed in: ' +
      'back to returnTo. returnTo is kept only when it is a path on this site (starts with one "/"); otherwise "/".',
  })
  @ApiQuery({ name: 'returnTo', required: false, example: '/community', description: 'Where to go after signing in' })
  @ApiFoundResponse({ description: 'Location: /sign-in?returnTo=..., the provider, or returnTo' })
  startLogin(
    @Query('returnTo') returnTo: unknown,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Res() res: Response,
  ): void {
    if (res.headersSent) return; // OIDC_ONLY: the 'oidc' strategy has sent the browser to the provider (OidcOnlyLoginGuard)
    const target = safeReturnTo(returnTo);
    res.setHeader('Cache-Control', 'no-store');
    if (user) return res.redirect(HttpStatus.FOUND, target);
    const query = new URLSearchParams({ returnTo: target });
    if (this.config.oidc) query.set('oidc', '1');
    res.redirect(HttpStatus.FOUND, `/sign-in?${query.toString()}`);
  }

  @Public()
  @Get('logout')
  @ApiOperation({
    summary: 'Sign out (a navigation from this site)',
    description:
      'Ends the session, clears the cookie and redirects to /, when the browser says the navigation comes from this ' +
      'site (Sec-Fetch-Site same-origin or none; clients that send no Sec-Fetch-Site count too). A page on another ' +
      'site that links or redirects here gets the same redirect to / without being signed out. The apps sign out with ' +
      'POST /api/logout.',
  })
  @ApiFoundResponse({ description: 'Location: /' })
  async logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (isOwnNavigation(req)) await this.endSession(req, res);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(HttpStatus.FOUND, '/');
  }

  @Public()
  @Post('logout')
  @ApiOperation({
    summary: 'Sign out',
    description:
      'Ends the session and clears the cookie, then 303 See Other to / (an HTML form posts here; fetch() may ignore ' +
      'the redirect). Refused from another site like every write (403 CROSS_SITE_REQUEST_BLOCKED). Never rate limited.',
  })
  @ApiResponse({ status: HttpStatus.SEE_OTHER, description: 'Signed out (or was not signed in); Location: /' })
  async signOut(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.endSession(req, res);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(HttpStatus.SEE_OTHER, '/');
  }

  @Public()
  @Get('auth/providers')
  @ApiOperation({
    summary: 'How to sign in',
    description: 'Whether email + password accounts are offered and which OpenID Connect provider, if any. Public.',
  })
  @ApiOkResponse({ type: AuthProvidersResponse })
  providers(): AuthProvidersResponse {
    const oidc = this.config.oidc;
    return {
      password: !oidc?.only,
      oidc: oidc ? { name: oidc.providerName, startUrl: '/api/auth/oidc/start' } : null,
    };
  }

  @Public()
  @Post('auth/login')
  @UseGuards(LocalAuthGuard)
  @HttpCode(HttpStatus.OK)
  @ApiBody({ type: LoginRequest })
  @ApiOperation({
    summary: 'Sign in with email and password',
    description:
      'Sets the session cookie `tara.sid` (`__Host-tara.sid` in production; a new session id) and answers the user. Failed attempts are limited per ' +
      'account (10) and per IP (100) in 15 minutes; beyond that every attempt is 429 with Retry-After (seconds).',
  })
  @ApiOkResponse({ type: UserResponse, description: 'Signed in; Set-Cookie: tara.sid=...' })
  @ApiErrors(
    KernelErrorCode.ValidationFailed,
    AuthErrorCode.InvalidCredentials,
    AuthErrorCode.AccountBanned,
    AuthErrorCode.TooManyAttempts,
  )
  async signIn(@CurrentUser() account: AuthenticatedUser, @Req() req: Request): Promise<UserResponse> {
    // LocalAuthGuard: the body checked, the attempt counted and the password verified by Passport's 'local' strategy.
    return this.signedIn(req, account.id);
  }

  @Public()
  @Post('auth/register')
  @RateLimit('signup')
  @ApiOperation({
    summary: 'Sign up with email and password',
    description:
      'Creates a member account (role user) and signs it in. The password has 8 to 128 characters and is not one of the commonly used passwords (NIST SP 800-63B; 400 INVALID_PASSWORD with details.reason length or common).',
  })
  @ApiCreatedResponse({ type: UserResponse, description: 'Signed up and signed in; Set-Cookie: tara.sid=...' })
  @ApiErrors(
    KernelErrorCode.InvalidPassword,
    UserErrorCode.InvalidEmail,
    UserErrorCode.InvalidName,
    UserErrorCode.EmailTaken,
  )
  async signUp(
    @Body() body: RegisterRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserResponse> {
    res.setHeader('Cache-Control', 'no-store');
    return this.signedIn(req, (await this.register.execute(body)).id);
  }

  @Public()
  @Post('auth/set-password')
  @RateLimit('writes')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Choose a password with a one-time link',
    description: 'For people an admin created (POST /api/users) or admin:create invited. Signs the person in.',
  })
  @ApiOkResponse({ type: UserResponse, description: 'Password set and signed in; Set-Cookie: tara.sid=...' })
  @ApiErrors(
    AuthErrorCode.InvalidPasswordToken,
    KernelErrorCode.InvalidPassword,
    AuthErrorCode.PasswordTokenExpired,
    AuthErrorCode.AccountBanned,
  )
  async choosePassword(
    @Body() body: SetPasswordRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserResponse> {
    res.setHeader('Cache-Control', 'no-store');
    return this.signedIn(req, (await this.setPassword.execute(body)).id);
  }

  @Get('auth/user')
  @ApiOperation({ summary: 'The signed-in user', description: 'By session cookie or API token.' })
  @ApiOkResponse({ type: UserResponse })
  async currentUser(
    @CurrentUser() caller: AuthenticatedUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserResponse> {
    res.setHeader('Cache-Control', 'no-store');
    return UserResponse.from(await this.getUser.execute(caller.id));
  }

  /** Ends the request's session (row deleted) and clears its cookie and the signed-in hint. */
  private async endSession(req: Request, res: Response): Promise<void> {
    await destroySession(req);
    res.clearCookie(sessionCookieName(this.config.secureCookies), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookies,
    });
  }

  /** Starts the account's session and answers its profile (kept by the users module). */
  private async signedIn(req: Request, accountId: string): Promise<UserResponse> {
    await startUserSession(req, accountId, this.clock.now());
    return UserResponse.from(await this.getUser.execute(accountId));
  }
}
