import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/**
 * Table `users` (migration 1795309600000-create-users). Persistence shape only: no rules here.
 * The pg_trgm search index on lower(first_name || last_name || email) is an expression index TypeORM does not
 * model; TypeOrmUserRepository's search uses the same expression.
 */
@Entity({ name: 'users' })
@Unique('users_email_key', ['email'])
@Check('users_email_lower_check', `"email" = lower("email")`)
@Check('users_role_check', `"role" IN ('user', 'editor', 'moderator', 'admin', 'verified_blogger')`)
@Check('users_suspension_check', `NOT "is_suspended" OR "suspended_until" IS NOT NULL`)
@Index('users_created_at_id_idx', ['createdAt', 'id'])
@Index('users_role_idx', ['role'])
export class UserOrmEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'users_pkey' })
  id: string;

  @Column({ name: 'email', type: 'text' })
  email: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName: string | null;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl: string | null;

  @Column({ name: 'role', type: 'text', default: 'user' })
  role: string;

  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ name: 'is_banned', type: 'boolean', default: false })
  isBanned: boolean;

  @Column({ name: 'is_suspended', type: 'boolean', default: false })
  isSuspended: boolean;

  @Column({ name: 'suspended_until', type: 'timestamptz', nullable: true })
  suspendedUntil: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * The columns every row owned by one account shares (api_tokens, password_tokens, user_identities): a uuid id, the
 * owner's user_id with its cascading foreign key, and created_at. `table` names the constraints as the migrations do
 * (`<table>_pkey`, `<table>_user_id_fkey`).
 */
export function UserOwnedRow(table: string) {
  abstract class UserOwnedRowColumns {
    @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: `${table}_pkey` })
    id: string;

    @Column({ name: 'user_id', type: 'uuid' })
    userId: string;

    @ManyToOne(() => UserOrmEntity, { onDelete: 'CASCADE', nullable: false })
    @JoinColumn({ name: 'user_id', foreignKeyConstraintName: `${table}_user_id_fkey` })
    user?: UserOrmEntity;

    @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
    createdAt: Date;
  }
  return UserOwnedRowColumns;
}
