import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { UserOrmEntity } from './user.orm-entity.js';

/** password_tokens: one-time set-password links (7 days), SHA-256 of the secret only. */
@Entity({ name: 'password_tokens' })
@Unique('password_tokens_token_hash_key', ['tokenHash'])
@Index('password_tokens_user_id_idx', ['userId'])
export class PasswordTokenOrmEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'password_tokens_pkey' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserOrmEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'password_tokens_user_id_fkey' })
  user?: UserOrmEntity;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
