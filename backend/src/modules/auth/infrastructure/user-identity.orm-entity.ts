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

/** user_identities: OpenID Connect (issuer, subject) -> account. */
@Entity({ name: 'user_identities' })
@Unique('user_identities_issuer_subject_key', ['issuer', 'subject'])
@Index('user_identities_user_id_idx', ['userId'])
export class UserIdentityOrmEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'user_identities_pkey' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserOrmEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_identities_user_id_fkey' })
  user?: UserOrmEntity;

  @Column({ name: 'issuer', type: 'text' })
  issuer: string;

  @Column({ name: 'subject', type: 'text' })
  subject: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
