import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/** Table `categories` (migration 1795309200000-create-categories). Persistence shape only: no rules here. */
@Entity({ name: 'categories' })
@Unique('categories_type_name_key', ['type', 'name'])
// UNIQUE (type, lower(name)), migration 1795309593000: an expression index TypeORM cannot describe, so it is left alone.
@Index('categories_type_lower_name_key', { synchronize: false })
@Check('categories_type_check', `"type" IN ('destination', 'motorist', 'bicycle', 'camping', 'food')`)
@Check('categories_color_check', `"color" IS NULL OR "color" ~ '^#[0-9A-Fa-f]{6}$'`)
export class CategoryOrmEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'categories_pkey' })
  id: string;

  @Column({ name: 'name', type: 'text' })
  name: string;

  @Column({ name: 'type', type: 'text' })
  type: string;

  @Column({ name: 'icon', type: 'text', nullable: true })
  icon: string | null;

  @Column({ name: 'color', type: 'text', nullable: true })
  color: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
