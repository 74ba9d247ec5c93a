import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PasswordTokenRepository, type ConsumedPasswordToken } from '../application/ports/password-token.repository.js';
import { returnedRows } from './query-results.js';
import { PasswordTokenOrmEntity } from './password-token.orm-entity.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';

@Injectable()
export class TypeOrmPasswordTokenRepository extends PasswordTokenRepository {
  constructor(private readonly transactions: TypeOrmUnitOfWork) {
    super();
  }

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  override async add(token: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await this.manager.getRepository(PasswordTokenOrmEntity).insert(token);
  }

  override async consume(tokenHash: string, now: Date): Promise<ConsumedPasswordToken> {
    // One conditional UPDATE: of two concurrent uses, exactly one gets the row back.
    const used = returnedRows<{ user_id: string }>(
      await this.manager.query(
        `UPDATE password_tokens SET used_at = $2
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
         RETURNING user_id`,
        [tokenHash, now],
      ),
    );
    if (used.length > 0) return { kind: 'valid', userId: used[0].user_id };
    const row = await this.manager.getRepository(PasswordTokenOrmEntity).findOne({ where: { tokenHash } });
    if (!row) return { kind: 'unknown' };
    return row.usedAt ? { kind: 'used' } : { kind: 'expired' };
  }
}
