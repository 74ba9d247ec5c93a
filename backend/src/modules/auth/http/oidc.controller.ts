import { Controller, Get, HttpStatus, Query, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../shared/auth/auth.decorators.js';
import { startUserSession } from './session.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { ErrorResponse } from '../../../shared/http/error.response.js';
import { Clock } from '../../../shared/time/clock.js';
import { OidcSignIn } from './oidc-sign-in.js';
import { safeReturnTo } from './return-to.js';

/** Sign-in with an OpenID Connect provider (authorization code + PKCE), when OIDC_* are set. */
@ApiTags('auth')
@Controller('auth/oidc')
export class OidcController {
  constructor(
    private readonly oidc: OidcSignIn,
    private readonly clock: Clock,
  ) {}

  @Public()
  @Get('start')
  @ApiOperation({
    summary: 'Sign in with the OpenID Connect provider (browser navigation)',
    description: "The sign-in page's 'Continue with <provider>' button. Redirects to the provider's authorization endpoint.",
  })
  @ApiQuery({ name: 'returnTo', required: false, example: '/community' })
  @ApiFoundResponse({ description: "Location: the provider's authorization URL" })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'OIDC_NOT_CONFIGURED' })
  async start(@Query('returnTo') returnTo: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const url = await this.oidc.start(req, safeReturnTo(returnTo));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(HttpStatus.FOUND, url);
  }

  @Public()
  @Get('callback')
  @ApiOperation({
    summary: "The provider's redirect back (browser navigation)",
    description:
      'Exchanges the code (state, nonce and PKCE checked), signs in the account linked to the identity, else the ' +
      'account with the same verified email (then linked), else a new member, and redirects to returnTo. A failure ' +
      'redirects to /sign-in?error=<code> (OIDC_SIGN_IN_FAILED, OIDC_EMAIL_NOT_VERIFIED, ACCOUNT_BANNED).',
  })
  @ApiFoundResponse({ description: 'Location: returnTo, or /sign-in?error=<code>' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'OIDC_NOT_CONFIGURED' })
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    this.oidc.assertConfigured(); // 404 as JSON: there is no sign-in to go back to
    try {
      const { account, returnTo } = await this.oidc.finish(req);
      await startUserSession(req, account.id, this.clock.now());
      res.redirect(HttpStatus.FOUND, returnTo);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const query = new URLSearchParams({ error: error.code });
      res.redirect(HttpStatus.FOUND, `/sign-in?${query.toString()}`);
    }
  }
}
