import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../../shared/auth/auth-config.js';
import { AuthGuard } from '../../shared/auth/auth.guard.js';
import { CallerResolver } from '../../shared/auth/caller-resolver.js';
import { SessionMiddleware } from '../../shared/auth/session.js';
import { CreateApiTokenUseCase, ListApiTokensQuery, RevokeApiTokenUseCase } from './application/api-tokens.use-cases.js';
import { AuthenticateApiTokenQuery, AuthenticateSessionQuery } from './application/authenticate.queries.js';
import { ChangeRoleUseCase } from './application/change-role.use-case.js';
import { CreateUserUseCase } from './application/create-user.use-case.js';
import { GetUserQuery } from './application/get-user.query.js';
import { ListUsersQuery } from './application/list-users.query.js';
import { LoginUseCase } from './application/login.use-case.js';
import { ModerateUserUseCase } from './application/moderate-user.use-case.js';
import { ApiTokenRepository } from './application/ports/api-token.repository.js';
import { AuditLog } from './application/ports/audit-log.js';
import { Clock } from './application/ports/clock.js';
import { IdentityLinkRepository } from './application/ports/identity-link.repository.js';
import { LoginFailureCounter } from './application/ports/login-failure-counter.js';
import { OidcClient } from './application/ports/oidc-client.js';
import { PasswordHasher } from './application/ports/password-hasher.js';
import { PasswordTokenRepository } from './application/ports/password-token.repository.js';
import { SessionRevoker } from './application/ports/session-revoker.js';
import { TransactionRunner } from './application/ports/transaction-runner.js';
import { UserRepository } from './application/ports/user.repository.js';
import { RegisterUseCase } from './application/register.use-case.js';
import { SetPasswordUseCase } from './application/set-password.use-case.js';
import { SignInWithOidcUseCase } from './application/sign-in-with-oidc.use-case.js';
import { UserStatsQuery } from './application/user-stats.query.js';
import { AdminUsersController } from './http/admin-users.controller.js';
import { ApiTokensController } from './http/api-tokens.controller.js';
import { AuthController } from './http/auth.controller.js';
import { OidcController } from './http/oidc.controller.js';
import { OidcSignIn } from './http/oidc-sign-in.js';
import { UsersCallerResolver } from './http/users-caller-resolver.js';
import { UsersController } from './http/users.controller.js';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher.js';
import { DisabledOidcClient } from './infrastructure/disabled-oidc-client.js';
import { OpenIdClientOidcClient } from './infrastructure/openid-client.oidc-client.js';
import { PgLoginFailureCounter } from './infrastructure/pg-login-failure-counter.js';
import { PgSessionRevoker } from './infrastructure/pg-session-revoker.js';
import { SystemClock } from './infrastructure/system-clock.js';
import { TypeOrmApiTokenRepository } from './infrastructure/typeorm-api-token.repository.js';
import { TypeOrmAuditLog } from './infrastructure/typeorm-audit-log.js';
import { TypeOrmIdentityLinkRepository } from './infrastructure/typeorm-identity-link.repository.js';
import { TypeOrmPasswordTokenRepository } from './infrastructure/typeorm-password-token.repository.js';
import { TypeOrmTransactionRunner } from './infrastructure/typeorm-transaction-runner.js';
import { TypeOrmUserRepository } from './infrastructure/typeorm-user.repository.js';

/**
 * Accounts, sign-in (built-in and OpenID Connect), sessions, API tokens, users admin API and the global auth
 * guard (APP_GUARD, shared/auth) with the session middleware that configureApp() mounts on /api.
 */
@Module({
  controllers: [AuthController, OidcController, ApiTokensController, UsersController, AdminUsersController],
  providers: [
    TypeOrmTransactionRunner,
    { provide: TransactionRunner, useExisting: TypeOrmTransactionRunner },
    { provide: UserRepository, useClass: TypeOrmUserRepository },
    { provide: ApiTokenRepository, useClass: TypeOrmApiTokenRepository },
    { provide: PasswordTokenRepository, useClass: TypeOrmPasswordTokenRepository },
    { provide: IdentityLinkRepository, useClass: TypeOrmIdentityLinkRepository },
    { provide: LoginFailureCounter, useClass: PgLoginFailureCounter },
    { provide: SessionRevoker, useClass: PgSessionRevoker },
    { provide: AuditLog, useClass: TypeOrmAuditLog },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: Clock, useClass: SystemClock },
    {
      provide: OidcClient,
      useFactory: (config: AuthConfig) => (config.oidc ? new OpenIdClientOidcClient(config.oidc) : new DisabledOidcClient()),
      inject: [AuthConfig],
    },

    // Use cases are framework-free classes: built here from their ports.
    {
      provide: LoginUseCase,
      useFactory: (users: UserRepository, hasher: PasswordHasher, failures: LoginFailureCounter, clock: Clock, config: AuthConfig) =>
        new LoginUseCase(users, hasher, failures, clock, config.login),
      inject: [UserRepository, PasswordHasher, LoginFailureCounter, Clock, AuthConfig],
    },
    {
      provide: RegisterUseCase,
      useFactory: (users: UserRepository, hasher: PasswordHasher, clock: Clock) => new RegisterUseCase(users, hasher, clock),
      inject: [UserRepository, PasswordHasher, Clock],
    },
    {
      provide: SetPasswordUseCase,
      useFactory: (users: UserRepository, tokens: PasswordTokenRepository, hasher: PasswordHasher, tx: TransactionRunner, clock: Clock) =>
        new SetPasswordUseCase(users, tokens, hasher, tx, clock),
      inject: [UserRepository, PasswordTokenRepository, PasswordHasher, TransactionRunner, Clock],
    },
    {
      provide: CreateUserUseCase,
      useFactory: (users: UserRepository, tokens: PasswordTokenRepository, audit: AuditLog, tx: TransactionRunner, clock: Clock) =>
        new CreateUserUseCase(users, tokens, audit, tx, clock),
      inject: [UserRepository, PasswordTokenRepository, AuditLog, TransactionRunner, Clock],
    },
    {
      provide: ChangeRoleUseCase,
      useFactory: (users: UserRepository, audit: AuditLog, tx: TransactionRunner, clock: Clock) => new ChangeRoleUseCase(users, audit, tx, clock),
      inject: [UserRepository, AuditLog, TransactionRunner, Clock],
    },
    {
      provide: ModerateUserUseCase,
      useFactory: (
        users: UserRepository,
        tokens: ApiTokenRepository,
        sessions: SessionRevoker,
        audit: AuditLog,
        tx: TransactionRunner,
        clock: Clock,
      ) => new ModerateUserUseCase(users, tokens, sessions, audit, tx, clock),
      inject: [UserRepository, ApiTokenRepository, SessionRevoker, AuditLog, TransactionRunner, Clock],
    },
    {
      provide: ListUsersQuery,
      useFactory: (users: UserRepository, clock: Clock) => new ListUsersQuery(users, clock),
      inject: [UserRepository, Clock],
    },
    {
      provide: GetUserQuery,
      useFactory: (users: UserRepository, clock: Clock) => new GetUserQuery(users, clock),
      inject: [UserRepository, Clock],
    },
    {
      provide: UserStatsQuery,
      useFactory: (users: UserRepository, clock: Clock) => new UserStatsQuery(users, clock),
      inject: [UserRepository, Clock],
    },
    {
      provide: AuthenticateSessionQuery,
      useFactory: (users: UserRepository, clock: Clock) => new AuthenticateSessionQuery(users, clock),
      inject: [UserRepository, Clock],
    },
    {
      provide: AuthenticateApiTokenQuery,
      useFactory: (tokens: ApiTokenRepository, users: UserRepository, clock: Clock) => new AuthenticateApiTokenQuery(tokens, users, clock),
      inject: [ApiTokenRepository, UserRepository, Clock],
    },
    {
      provide: CreateApiTokenUseCase,
      useFactory: (tokens: ApiTokenRepository, clock: Clock) => new CreateApiTokenUseCase(tokens, clock),
      inject: [ApiTokenRepository, Clock],
    },
    {
      provide: ListApiTokensQuery,
      useFactory: (tokens: ApiTokenRepository) => new ListApiTokensQuery(tokens),
      inject: [ApiTokenRepository],
    },
    {
      provide: RevokeApiTokenUseCase,
      useFactory: (tokens: ApiTokenRepository) => new RevokeApiTokenUseCase(tokens),
      inject: [ApiTokenRepository],
    },
    {
      provide: SignInWithOidcUseCase,
      useFactory: (users: UserRepository, links: IdentityLinkRepository, tx: TransactionRunner, clock: Clock) =>
        new SignInWithOidcUseCase(users, links, tx, clock),
      inject: [UserRepository, IdentityLinkRepository, TransactionRunner, Clock],
    },

    OidcSignIn,
    UsersCallerResolver,
    { provide: CallerResolver, useExisting: UsersCallerResolver },
    {
      provide: SessionMiddleware,
      useFactory: (dataSource: DataSource, config: AuthConfig) => SessionMiddleware.create(dataSource, config),
      inject: [DataSource, AuthConfig],
    },
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionMiddleware, GetUserQuery],
})
export class UsersModule {}
