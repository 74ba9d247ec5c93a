import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserOrmEntity } from './user.orm-entity.js';

/** audit_log: who changed what about whom, when and why (also written by the moderation module). */
@Entity({ name: 'audit_log' })
@Index('audit_log_target_user_id_idx', ['targetUserId'])
@Index('audit_log_created_at_idx', ['createdAt'])
@Index('audit_log_actor_id_created_at_idx', ['actorId', 'createdAt'])
@Index('audit_log_action_created_at_idx', ['action', 'createdAt'])
export class AuditLogOrmEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'audit_log_pkey' })
  id: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => UserOrmEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'audit_log_actor_id_fkey' })
  actor?: UserOrmEntity | null;

  @Column({ name: 'action', type: 'text' })
  action: string;

  @Column({ name: 'target_user_id', type: 'uuid', nullable: true })
  targetUserId: string | null;

  @ManyToOne(() => UserOrmEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'target_user_id', foreignKeyConstraintName: 'audit_log_target_user_id_fkey' })
  targetUser?: UserOrmEntity | null;

  @Column({ name: 'details', type: 'jsonb', default: () => `'{}'` })
  details: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
