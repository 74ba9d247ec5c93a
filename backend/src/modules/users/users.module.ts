import { Module } from '@nestjs/common';
import { ChangeRoleUseCase } from './application/change-role.use-case.js';
import { CreateUserUseCase } from './application/create-user.use-case.js';
import { GetUserQuery } from './application/get-user.query.js';
import { ListUsersQuery } from './application/list-users.query.js';
import { ModerateUserUseCase } from './application/moderate-user.use-case.js';
import { AccessRevoker } from './application/ports/access-revoker.js';
import { AuditLog } from './application/ports/audit-log.js';
import { PasswordTokenRepository } from './application/ports/password-token.repository.js';
import { UserRepository } from './application/ports/user.repository.js';
import { ClearExpiredSuspensionUseCase } from './application/clear-expired-suspension.use-case.js';
import { ConsumePasswordTokenUseCase } from './application/consume-password-token.use-case.js';
import { FindAccountQuery } from './application/find-account.query.js';
import { FindCredentialsQuery } from './application/find-credentials.query.js';
import { OpenMemberAccountUseCase } from './application/open-member-account.use-case.js';
import { SetPasswordHashUseCase } from './application/set-password-hash.use-case.js';
import { UserStatsQuery } from './application/user-stats.query.js';
import { AdminUsersController } from './http/admin-users.controller.js';
import { UsersController } from './http/users.controller.js';
import { PgAccessRevoker } from './infrastructure/pg-access-revoker.js';
import { TypeOrmAuditLog } from './infrastructure/typeorm-audit-log.js';
import { TypeOrmPasswordTokenRepository } from './infrastructure/typeorm-password-token.repository.js';
import { TypeOrmUserRepository } from './infrastructure/typeorm-user.repository.js';
import { Clock } from '../../shared/time/clock.js';
import { UnitOfWork } from '../../shared/persistence/unit-of-work.js';

/**
 * User administration (DESIGN.md 4): the accounts, their roles, moderation (ban, suspend), invitations, figures and the
 * audit log. The accounts are the identities the auth module signs in, through its own ports whose adapters call
 * the use cases this module exports.
 */
@Module({
  controllers: [UsersController, AdminUsersController],
  providers: [
    { provide: UserRepository, useClass: TypeOrmUserRepository },
    { provide: PasswordTokenRepository, useClass: TypeOrmPasswordTokenRepository },
    { provide: AccessRevoker, useClass: PgAccessRevoker },
    { provide: AuditLog, useClass: TypeOrmAuditLog },
    // Use cases are framework-free classes: built here from their ports.
    {
      provide: CreateUserUseCase,
      useFactory: (
        users: UserRepository,
        tokens: PasswordTokenRepository,
        audit: AuditLog,
        tx: UnitOfWork,
        clock: Clock,
      ) => new CreateUserUseCase(users, tokens, audit, tx, clock),
      inject: [UserRepository, PasswordTokenRepository, AuditLog, UnitOfWork, Clock],
    },
    {
      provide: ChangeRoleUseCase,
      useFactory: (users: UserRepository, audit: AuditLog, tx: UnitOfWork, clock: Clock) =>
        new ChangeRoleUseCase(users, audit, tx, clock),
      inject: [UserRepository, AuditLog, UnitOfWork, Clock],
    },
    {
      provide: ModerateUserUseCase,
      useFactory: (users: UserRepository, access: AccessRevoker, audit: AuditLog, tx: UnitOfWork, clock: Clock) =>
        new ModerateUserUseCase(users, access, audit, tx, clock),
      inject: [UserRepository, AccessRevoker, AuditLog, UnitOfWork, Clock],
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
    // What the auth module signs in with (its AccountDirectory and PasswordLinks adapters call these): accounts as
    // stored, the suspension rule of shared/domain/account-standing.ts being auth's.
    {
      provide: FindAccountQuery,
      useFactory: (users: UserRepository) => new FindAccountQuery(users),
      inject: [UserRepository],
    },
    {
      provide: FindCredentialsQuery,
      useFactory: (users: UserRepository) => new FindCredentialsQuery(users),
      inject: [UserRepository],
    },
    {
      provide: OpenMemberAccountUseCase,
      useFactory: (users: UserRepository) => new OpenMemberAccountUseCase(users),
      inject: [UserRepository],
    },
    {
      provide: SetPasswordHashUseCase,
      useFactory: (users: UserRepository) => new SetPasswordHashUseCase(users),
      inject: [UserRepository],
    },
    {
      provide: ClearExpiredSuspensionUseCase,
      useFactory: (users: UserRepository) => new ClearExpiredSuspensionUseCase(users),
      inject: [UserRepository],
    },
    {
      provide: ConsumePasswordTokenUseCase,
      useFactory: (tokens: PasswordTokenRepository) => new ConsumePasswordTokenUseCase(tokens),
      inject: [PasswordTokenRepository],
    },
    {
      provide: UserStatsQuery,
      useFactory: (users: UserRepository, clock: Clock) => new UserStatsQuery(users, clock),
      inject: [UserRepository, Clock],
    },
  ],
  // Use cases only (STYLE.md): the auth module's adapters call the sign-in ones; moderation calls ModerateUserUseCase.
  exports: [
    GetUserQuery,
    ModerateUserUseCase,
    FindAccountQuery,
    FindCredentialsQuery,
    OpenMemberAccountUseCase,
    SetPasswordHashUseCase,
    ClearExpiredSuspensionUseCase,
    ConsumePasswordTokenUseCase,
  ],
})
export class UsersModule {}
