import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApiTokenRepository, type FoundApiToken } from '../application/ports/api-token.repository.js';
import type { ApiToken } from '../domain/api-token.js';
import { ApiTokenOrmEntity } from './api-token.orm-entity.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';

@Injectable()
export class TypeOrmApiTokenRepository extends ApiTokenRepository {
  constructor(private readonly transactions: TypeOrmUnitOfWork) {
    super();
  }

  private get manager(): EntityManager {
    return this.transactions.manager;
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
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      name: row.name,
      createdAt: row.createdAt,
      lastUsedAt: row.lastUsedAt,
    }));
  }

  override async revoke(tokenId: string, userId: string): Promise<boolean> {
    const result = await this.rows.delete({ id: tokenId, userId });
    return (result.affected ?? 0) > 0;
  }

  override async revokeAllOf(userId: string): Promise<void> {
    await this.rows.delete({ userId });
  }

  override async findByHash(tokenHash: string): Promise<FoundApiToken | null> {
    const token = await this.rows.findOne({ where: { tokenHash } });
    return token ? { tokenId: token.id, ownerId: token.userId, lastUsedAt: token.lastUsedAt } : null;
  }

  override async markUsed(tokenId: string, now: Date): Promise<void> {
    await this.rows.update({ id: tokenId }, { lastUsedAt: now });
  }
}
