import { Controller, Get, HttpStatus, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public } from '../../../shared/auth/auth.decorators.js';
import type { AuthenticatedUser } from '../../../shared/auth/authenticated-user.js';
import { startUserSession } from './session.js';
import { AuthErrorCode } from '../domain/auth.errors.js';
import { Clock } from '../../../shared/time/clock.js';
import { OidcCallbackGuard, oidcCallbackFailureOf, OidcStartGuard } from './oidc-auth.guard.js';
import { ApiErrors } from '../../../shared/http/api-errors.decorator.js';

/**
 * Sign-in with an OpenID Connect provider (authorization code + PKCE), when OIDC_* are set: both legs run Passport's
 * 'oidc' strategy (openid-client's) through the guards of oidc-auth.guard.ts.
 */
@ApiTags('auth')
@Controller('auth/oidc')
export class OidcController {
  constructor(private readonly clock: Clock) {}

  @Public()
  @Get('start')
  @UseGuards(OidcStartGuard)
  @ApiOperation({
    summary: 'Sign in with the OpenID Connect provider (browser navigation)',
    description:
      "The sign-in page's 'Continue with <provider>' button. Redirects to the provider's authorization endpoint.",
  })
  @ApiQuery({ name: 'returnTo', required: false, example: '/community' })
  @ApiFoundResponse({ description: "Location: the provider's authorization URL" })
  @ApiErrors(AuthErrorCode.OidcNotConfigured)
  start(): void {
    // OidcStartGuard: Passport's 'oidc' strategy has redirected the browser to the provider.
  }

  @Public()
  @Get('callback')
  @UseGuards(OidcCallbackGuard)
  @ApiOperation({
    summary: "The provider's redirect back (browser navigation)",
    description:
      'Exchanges the code (state, nonce and PKCE checked), signs in the account linked to the identity, else the ' +
      'account with the same verified email (then linked), else a new member, and redirects to returnTo. A failure ' +
      'redirects to /sign-in?error=<code> (OIDC_SIGN_IN_FAILED, OIDC_EMAIL_NOT_VERIFIED, ACCOUNT_BANNED).',
  })
  @ApiFoundResponse({ description: 'Location: returnTo, or /sign-in?error=<code>' })
  @ApiErrors(AuthErrorCode.OidcNotConfigured)
  async callback(
    @CurrentUser() account: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const returnTo = req.session.oidcReturnTo ?? '/';
    delete req.session.oidcReturnTo;
    const failure = oidcCallbackFailureOf(req);
    if (failure || !account) {
      const query = new URLSearchParams({ error: failure?.code ?? AuthErrorCode.OidcSignInFailed });
      return res.redirect(HttpStatus.FOUND, `/sign-in?${query.toString()}`);
    }
    await startUserSession(req, account.id, this.clock.now());
    res.redirect(HttpStatus.FOUND, returnTo);
  }
}
