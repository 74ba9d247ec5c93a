import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApiTokenRepository, type TokenOwner } from '../application/ports/api-token.repository.js';
import type { ApiToken } from '../domain/api-token.js';
import { ApiTokenOrmEntity } from './api-token.orm-entity.js';
import { TypeOrmTransactionRunner } from './typeorm-transaction-runner.js';
import { UserMapper } from './user.mapper.js';
import { UserOrmEntity } from './user.orm-entity.js';

@Injectable()
export class TypeOrmApiTokenRepository extends ApiTokenRepository {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  private get manager(): EntityManager {
    return this.transactions.manager();
  }

  private get rows() {
    return this.manager.getRepository(ApiTokenOrmEntity);
  }

  override async add(token: ApiToken, tokenHash: string): Promise<void> {
    await this.rows.insert({
      id: token.id,
      userId: token.userId,
      name: token.name,
      tokenHash,
      createdAt: token.createdAt,
      lastUsedAt: token.lastUsedAt,
    });
  }

  override async listOf(userId: string): Promise<ApiToken[]> {
    const rows = await this.rows.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map((row) => ({ id: row.id, userId: row.userId, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt }));
  }

  override async revoke(tokenId: string, userId: string): Promise<boolean> {
    const result = await this.rows.delete({ id: tokenId, userId });
    return (result.affected ?? 0) > 0;
  }

  override async revokeAllOf(userId: string): Promise<void> {
    await this.rows.delete({ userId });
  }

  override async findOwnerByHash(tokenHash: string): Promise<TokenOwner | null> {
    const token = await this.rows.findOne({ where: { tokenHash } });
    if (!token) return null;
    const user = await this.manager.getRepository(UserOrmEntity).findOne({ where: { id: token.userId } });
    return user ? { tokenId: token.id, lastUsedAt: token.lastUsedAt, user: UserMapper.toDomain(user) } : null;
  }

  override async markUsed(tokenId: string, now: Date): Promise<void> {
    await this.rows.update({ id: tokenId }, { lastUsedAt: now });
  }
}
