import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Role } from '../../../shared/domain/role.js';
import {
  UserRepository,
  type StoredCredentials,
  type UserCounts,
  type UserListFilter,
  type UserPage,
} from '../application/ports/user.repository.js';
import type { User } from '../domain/user.js';
import { UserError } from '../domain/user.errors.js';
import { affectedRows } from './query-results.js';
import { escapeLike, isUniqueViolation } from '../../../shared/persistence/sql.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { UserMapper } from './user.mapper.js';
import { UserOrmEntity } from './user.orm-entity.js';

/** The expression of the pg_trgm index users_search_trgm_idx (keep them identical so the index is used). */
const SEARCH_EXPRESSION = `lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || u.email)`;
/** The columns of UserOrmEntity under its property names, for plain queries (the password hash left out). */
const USER_COLUMNS =
  'id, email, first_name AS "firstName", last_name AS "lastName", profile_image_url AS "profileImageUrl", role, ' +
  'is_banned AS "isBanned", is_suspended AS "isSuspended", suspended_until AS "suspendedUntil", created_at AS "createdAt", ' +
  'updated_at AS "updatedAt"';
const ADMINS_LOCK = `SELECT pg_advisory_xact_lock(hashtext('tara-pampanga:admins'))`;

@Injectable()
export class TypeOrmUserRepository extends UserRepository {
  constructor(private readonly transactions: TypeOrmUnitOfWork) {
    super();
  }

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  private get rows() {
    return this.manager.getRepository(UserOrmEntity);
  }

  /**
   * One plain query: the guard loads the caller of every signed-in request by id, and TypeORM's findOne (a query
   * builder, metadata walk and hydration per call) cost more CPU than the round trip itself (issue 13.3).
   */
  override async findById(id: string): Promise<User | null> {
    const [row] = await this.manager.query<UserOrmEntity[]>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    return row ? UserMapper.toDomain(row) : null;
  }

  override async findByEmail(email: string): Promise<User | null> {
    const row = await this.rows.findOne({ where: { email } });
    return row ? UserMapper.toDomain(row) : null;
  }

  override async findCredentials(email: string): Promise<StoredCredentials | null> {
    const row = await this.rows.findOne({ where: { email } });
    return row ? { user: UserMapper.toDomain(row), passwordHash: row.passwordHash } : null;
  }

  override async add(user: User, passwordHash: string | null): Promise<void> {
    try {
      await this.rows.insert(UserMapper.toPersistence(user, passwordHash));
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw UserError.emailTaken();
      throw error;
    }
  }

  override async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.rows.update({ id: userId }, { passwordHash });
  }

  override async list(filter: UserListFilter): Promise<UserPage> {
    const query = this.rows.createQueryBuilder('u');
    if (filter.search) {
      query.where(`${SEARCH_EXPRESSION} LIKE :pattern`, { pattern: `%${escapeLike(filter.search.toLowerCase())}%` });
    }
    const [rows, total] = await query
      .orderBy('u.created_at', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .limit(filter.limit)
      .offset(filter.offset)
      .getManyAndCount();
    return { items: rows.map((row) => UserMapper.toDomain(row)), total };
  }

  override changeRoleKeepingAnAdmin(userId: string, role: Role): Promise<boolean> {
    return this.transactions.run(async () => {
      if (role === Role.Admin) {
        await this.rows.update({ id: userId }, { role });
        return true;
      }
      await this.manager.query(ADMINS_LOCK);
      const updated: unknown = await this.manager.query(
        `UPDATE users SET role = $2, updated_at = now()
         WHERE id = $1
           AND (role <> 'admin' OR EXISTS (SELECT 1 FROM users o WHERE o.role = 'admin' AND NOT o.is_banned AND o.id <> $1))
         RETURNING id`,
        [userId, role],
      );
      return affectedRows(updated) > 0;
    });
  }

  override async saveModeration(user: User): Promise<void> {
    await this.rows.update(
      { id: user.id },
      { isBanned: user.isBanned, isSuspended: user.isSuspended, suspendedUntil: user.suspendedUntil },
    );
  }

  override async lockAdministration(): Promise<void> {
    await this.manager.query(ADMINS_LOCK);
  }

  override async hasOtherActiveAdmin(userId: string, now: Date): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `SELECT 1 FROM users WHERE role = 'admin' AND id <> $1 AND NOT is_banned
         AND NOT (is_suspended AND suspended_until > $2) LIMIT 1`,
      [userId, now],
    );
    return rows.length > 0;
  }

  override async clearExpiredSuspension(userId: string, now: Date): Promise<void> {
    await this.manager.query(
      `UPDATE users SET is_suspended = false, suspended_until = NULL, updated_at = now()
       WHERE id = $1 AND is_suspended AND suspended_until <= $2`,
      [userId, now],
    );
  }

  override async countByStatus(now: Date): Promise<UserCounts> {
    const [row]: Array<{ total: number; banned: number; suspended: number }> = await this.manager.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE is_banned)::int AS banned,
              count(*) FILTER (WHERE NOT is_banned AND is_suspended AND suspended_until > $1)::int AS suspended
       FROM users`,
      [now],
    );
    return {
      total: row.total,
      banned: row.banned,
      suspended: row.suspended,
      active: row.total - row.banned - row.suspended,
    };
  }
}
