import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DestinationOrmEntity } from '../../destinations/infrastructure/destination.orm-entity.js';
import { ServiceOrmEntity } from '../../services/infrastructure/service.orm-entity.js';
import { UserOrmEntity } from '../../users/infrastructure/user.orm-entity.js';

/**
 * Table `reviews` (migration 1795320600000-create-reviews). Persistence shape only: the rules live in domain/review.ts
 * and the CHECK constraints repeat them; the adapters read and write it with SQL (review-sql.ts). The partial indexes
 * (one review per member and place, one per sort) are the migration's: TypeORM cannot describe them.
 */
@Entity({ name: 'reviews' })
@Check('reviews_place_type_check', `place_type IN ('destination', 'service')`)
@Check('reviews_stars_check', `stars BETWEEN 1 AND 5`)
@Check('reviews_text_check', `char_length(text) BETWEEN 20 AND 2000`)
@Check('reviews_status_check', `status IN ('published', 'pending', 'removed')`)
@Check('reviews_helpful_count_check', `helpful_count >= 0`)
@Check(
  'reviews_one_place',
  `(place_type = 'destination' AND destination_id IS NOT NULL AND service_id IS NULL)
          OR (place_type = 'service' AND service_id IS NOT NULL AND destination_id IS NULL)`,
)
@Check(
  'reviews_visit_month_check',
  `extract(day FROM visit_month) = 1
          AND visit_month >= DATE '1950-01-01'
          AND visit_month <= (updated_at AT TIME ZONE 'Asia/Manila')::date`,
)
@Check('reviews_reply_text_check', `char_length(reply_text) BETWEEN 1 AND 1000`)
@Check(
  'reviews_reply_check',
  `(reply_text IS NULL AND replied_at IS NULL AND reply_edited_at IS NULL AND reply_author_id IS NULL)
          OR (reply_text IS NOT NULL AND replied_at IS NOT NULL)`,
)
@Index('reviews_once_per_place', { synchronize: false })
@Index('reviews_newest_idx', { synchronize: false })
@Index('reviews_helpful_idx', { synchronize: false })
@Index('reviews_highest_idx', { synchronize: false })
@Index('reviews_lowest_idx', { synchronize: false })
@Index('reviews_destination_id_idx', { synchronize: false })
@Index('reviews_service_id_idx', { synchronize: false })
@Index('reviews_reply_author_id_idx', { synchronize: false })
export class ReviewOrmEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'reviews_pkey' })
  id: string;

  @Column({ name: 'place_type', type: 'text' })
  placeType: string;

  @ManyToOne(() => DestinationOrmEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'destination_id', foreignKeyConstraintName: 'reviews_destination_id_fkey' })
  destination?: DestinationOrmEntity | null;

  @ManyToOne(() => ServiceOrmEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'service_id', foreignKeyConstraintName: 'reviews_service_id_fkey' })
  service?: ServiceOrmEntity | null;

  /** The destination or the service, whichever is set: computed by PostgreSQL, never written by the ORM. */
  @Column({
    name: 'place_id',
    type: 'uuid',
    nullable: true,
    generatedType: 'STORED',
    asExpression: 'coalesce(destination_id, service_id)',
    insert: false,
    update: false,
  })
  placeId?: string | null;

  @ManyToOne(() => UserOrmEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'reviews_author_id_fkey' })
  author?: UserOrmEntity;

  @Column({ type: 'smallint' })
  stars: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ name: 'visit_month', type: 'date' })
  visitMonth: string;

  @Column({ type: 'text', default: 'published' })
  status: string;

  @Column({ name: 'helpful_count', type: 'integer', default: 0 })
  helpfulCount: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The business's public reply (migration 1795320700000): its text, who wrote it last, first written, last edited. */
  @Column({ name: 'reply_text', type: 'text', nullable: true })
  replyText: string | null;

  @ManyToOne(() => UserOrmEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'reply_author_id', foreignKeyConstraintName: 'reviews_reply_author_id_fkey' })
  replyAuthor?: UserOrmEntity | null;

  @Column({ name: 'replied_at', type: 'timestamptz', nullable: true })
  repliedAt: Date | null;

  @Column({ name: 'reply_edited_at', type: 'timestamptz', nullable: true })
  replyEditedAt: Date | null;
}
