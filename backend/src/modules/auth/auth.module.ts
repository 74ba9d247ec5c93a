import { Module } from '@nestjs/common';
import { builtFrom } from '../../shared/use-case.provider.js';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/time/clock.js';
import { UnitOfWork } from '../../shared/persistence/unit-of-work.js';
import { PasswordHasher } from '../../shared/security/password-hasher.js';
import { UsersModule } from '../users/users.module.js';
import { CreateApiTokenUseCase } from './application/create-api-token.use-case.js';
import { ListApiTokensQuery } from './application/list-api-tokens.query.js';
import { RevokeApiTokenUseCase } from './application/revoke-api-token.use-case.js';
import { AuthenticateApiTokenQuery } from './application/authenticate-api-token.query.js';
import { AuthenticateSessionQuery } from './application/authenticate-session.query.js';
import { LoginUseCase } from './application/login.use-case.js';
import { AccountDirectory } from './application/ports/account-directory.js';
import { ApiTokenRepository } from './application/ports/api-token.repository.js';
import { IdentityLinkRepository } from './application/ports/identity-link.repository.js';
import { LoginFailureCounter } from './application/ports/login-failure-counter.js';
import { PasswordLinks } from './application/ports/password-links.js';
import { RegisterUseCase } from './application/register.use-case.js';
import { SetPasswordUseCase } from './application/set-password.use-case.js';
import { SignInWithOidcUseCase } from './application/sign-in-with-oidc.use-case.js';
import { ApiTokensController } from './http/api-tokens.controller.js';
import { AuthConfig } from './http/auth-config.js';
import { AuthController } from './http/auth.controller.js';
import { AuthGuard } from './http/auth.guard.js';
import { LocalAuthGuard } from './http/local-auth.guard.js';
import { OidcCallbackGuard, OidcOnlyLoginGuard, OidcStartGuard } from './http/oidc-auth.guard.js';
import { OidcController } from './http/oidc.controller.js';
import { SessionMiddleware } from './http/session-middleware.js';
import { openPgSessionStore, storedSessionSecret } from './infrastructure/pg-session.store.js';
import { ApiTokenStrategy } from './http/strategies/api-token.strategy.js';
import { LocalStrategy } from './http/strategies/local.strategy.js';
import { OidcStrategies } from './http/strategies/oidc.strategy.js';
import { SessionStrategy } from './http/strategies/session.strategy.js';
import { PgLoginFailureCounter } from './infrastructure/pg-login-failure-counter.js';
import { TypeOrmApiTokenRepository } from './infrastructure/typeorm-api-token.repository.js';
import { TypeOrmIdentityLinkRepository } from './infrastructure/typeorm-identity-link.repository.js';
import { UsersAccountDirectory } from './infrastructure/users-account-directory.js';
import { UsersPasswordLinks } from './infrastructure/users-password-links.js';

/**
 * Identity (DESIGN.md 3): sign-in through Passport strategies behind Nest's AuthGuard ('local': email + password,
 * 'oidc': OpenID Connect, 'bearer': API tokens, 'session': the session cookie; http/strategies/), sessions (the
 * middleware configureApp() mounts on /api), API tokens, sign-in rate limits, and the one global guard (APP_GUARD,
 * AuthGuard(['bearer', 'session'])) that every endpoint's @Public() / @Roles() declaration (shared/auth) is checked by. It signs in the users module's accounts through
 * its own ports (AccountDirectory, PasswordLinks), whose adapters call the use cases UsersModule exports.
 */
@Module({
  // Passport without its own session support: the session keeps our shape (userId), read by the 'session' strategy.
  imports: [UsersModule, PassportModule.register({ session: false })],
  controllers: [AuthController, OidcController, ApiTokensController],
  providers: [
    { provide: AccountDirectory, useClass: UsersAccountDirectory },
    { provide: PasswordLinks, useClass: UsersPasswordLinks },
    { provide: ApiTokenRepository, useClass: TypeOrmApiTokenRepository },
    { provide: IdentityLinkRepository, useClass: TypeOrmIdentityLinkRepository },
    { provide: LoginFailureCounter, useClass: PgLoginFailureCounter },
    // Use cases are framework-free classes: built here from their ports.
    {
      provide: LoginUseCase,
      useFactory: (
        accounts: AccountDirectory,
        hasher: PasswordHasher,
        failures: LoginFailureCounter,
        clock: Clock,
        config: AuthConfig,
      ) => new LoginUseCase(accounts, hasher, failures, clock, config.login),
      inject: [AccountDirectory, PasswordHasher, LoginFailureCounter, Clock, AuthConfig],
    },
    builtFrom(RegisterUseCase, [AccountDirectory, PasswordHasher, Clock]),
    builtFrom(SetPasswordUseCase, [AccountDirectory, PasswordLinks, PasswordHasher, UnitOfWork, Clock]),
    builtFrom(AuthenticateSessionQuery, [AccountDirectory, Clock]),
    builtFrom(AuthenticateApiTokenQuery, [ApiTokenRepository, AccountDirectory, Clock]),
    builtFrom(CreateApiTokenUseCase, [ApiTokenRepository, Clock]),
    builtFrom(ListApiTokensQuery, [ApiTokenRepository]),
    builtFrom(RevokeApiTokenUseCase, [ApiTokenRepository]),
    builtFrom(SignInWithOidcUseCase, [AccountDirectory, IdentityLinkRepository, UnitOfWork, Clock]),
    // Passport strategies (registered with Passport when built) and the guards that run them.
    LocalStrategy,
    ApiTokenStrategy,
    SessionStrategy,
    OidcStrategies,
    LocalAuthGuard,
    OidcStartGuard,
    OidcOnlyLoginGuard,
    OidcCallbackGuard,
    {
      provide: SessionMiddleware,
      useFactory: async (dataSource: DataSource, config: AuthConfig) => {
        const secret = config.sessionSecret ?? (await storedSessionSecret(dataSource));
        return SessionMiddleware.create(openPgSessionStore(dataSource), secret, config);
      },
      inject: [DataSource, AuthConfig],
    },
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionMiddleware],
})
export class AuthModule {}
