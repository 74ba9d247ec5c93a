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
import { UserOrmEntity } from '../../users/infrastructure/user.orm-entity.js';

/** api_tokens: personal API tokens, SHA-256 of the secret only. */
@Entity({ name: 'api_tokens' })
@Unique('api_tokens_token_hash_key', ['tokenHash'])
@Index('api_tokens_user_id_idx', ['userId'])
export class ApiTokenOrmEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'api_tokens_pkey' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserOrmEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'api_tokens_user_id_fkey' })
  user?: UserOrmEntity;

  @Column({ name: 'name', type: 'text' })
  name: string;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
