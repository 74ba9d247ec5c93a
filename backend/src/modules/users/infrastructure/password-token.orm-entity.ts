import { Column, Entity, Index, Unique } from 'typeorm';
import { UserOwnedRow } from './user.orm-entity.js';

/** password_tokens: one-time set-password links (7 days), SHA-256 of the secret only. */
@Entity({ name: 'password_tokens' })
@Unique('password_tokens_token_hash_key', ['tokenHash'])
@Index('password_tokens_user_id_idx', ['userId'])
export class PasswordTokenOrmEntity extends UserOwnedRow('password_tokens') {
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
