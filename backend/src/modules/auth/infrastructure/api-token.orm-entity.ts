import { Column, Entity, Index, Unique } from 'typeorm';
import { UserOwnedRow } from '../../users/infrastructure/user.orm-entity.js';

/** api_tokens: personal API tokens, SHA-256 of the secret only. */
@Entity({ name: 'api_tokens' })
@Unique('api_tokens_token_hash_key', ['tokenHash'])
@Index('api_tokens_user_id_idx', ['userId'])
export class ApiTokenOrmEntity extends UserOwnedRow('api_tokens') {
  @Column({ name: 'name', type: 'text' })
  name: string;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
