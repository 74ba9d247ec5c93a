import { Module } from '@nestjs/common';
import { builtFrom } from '../../shared/use-case.provider.js';
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
    builtFrom(CreateUserUseCase, [UserRepository, PasswordTokenRepository, AuditLog, UnitOfWork, Clock]),
    builtFrom(ChangeRoleUseCase, [UserRepository, AuditLog, UnitOfWork, Clock]),
    builtFrom(ModerateUserUseCase, [UserRepository, AccessRevoker, AuditLog, UnitOfWork, Clock]),
    builtFrom(ListUsersQuery, [UserRepository, Clock]),
    builtFrom(GetUserQuery, [UserRepository, Clock]),
    // What the auth module signs in with (its AccountDirectory and PasswordLinks adapters call these): accounts as
    // stored, the suspension rule of shared/domain/account-standing.ts being auth's.
    builtFrom(FindAccountQuery, [UserRepository]),
    builtFrom(FindCredentialsQuery, [UserRepository]),
    builtFrom(OpenMemberAccountUseCase, [UserRepository]),
    builtFrom(SetPasswordHashUseCase, [UserRepository]),
    builtFrom(ClearExpiredSuspensionUseCase, [UserRepository]),
    builtFrom(ConsumePasswordTokenUseCase, [PasswordTokenRepository]),
    builtFrom(UserStatsQuery, [UserRepository, Clock]),
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
