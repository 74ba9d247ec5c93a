import { Injectable } from '@nestjs/common';
import { IdentityLinkRepository } from '../application/ports/identity-link.repository.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { UserIdentityOrmEntity } from './user-identity.orm-entity.js';

@Injectable()
export class TypeOrmIdentityLinkRepository extends IdentityLinkRepository {
  constructor(private readonly transactions: TypeOrmUnitOfWork) {
    super();
  }

  private get rows() {
    return this.transactions.manager.getRepository(UserIdentityOrmEntity);
  }

  override async findUserId(issuer: string, subject: string): Promise<string | null> {
    const row = await this.rows.findOne({ where: { issuer, subject } });
    return row?.userId ?? null;
  }

  override async link(link: { userId: string; issuer: string; subject: string; createdAt: Date }): Promise<void> {
    await this.rows.createQueryBuilder().insert().values(link).orIgnore().execute();
  }
}
