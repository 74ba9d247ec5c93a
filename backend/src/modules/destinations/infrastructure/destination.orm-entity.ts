import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CategoryOrmEntity } from '../../categories/infrastructure/category.orm-entity.js';

/**
 * Table `destinations` (migration 1795309591000-create-destinations). Persistence shape only: the rules live
 * in domain/destination.ts; the CHECK constraints repeat the ones that must hold whatever writes. The trigram
 * search index is an expression index, created by the migration only (TypeORM does not model it).
 */
@Entity({ name: 'destinations' })
@Check('destinations_name_check', `length(btrim(name)) BETWEEN 1 AND 120`)
@Check('destinations_latitude_check', `latitude BETWEEN -90 AND 90`)
@Check('destinations_longitude_check', `longitude BETWEEN -180 AND 180`)
@Check('destinations_coordinates_pair_check', `(latitude IS NULL) = (longitude IS NULL)`)
@Check('destinations_images_check', `cardinality(images) <= 4`)
@Check('destinations_website_check', `website ~ '^https?://'`)
@Check('destinations_rating_check', `rating BETWEEN 0 AND 5`)
@Check('destinations_review_count_check', `review_count >= 0`)
export class DestinationOrmEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'destinations_pkey' })
  id: string;

  @Column({ name: 'name', type: 'text' })
  name: string;

  @Column({ name: 'description', type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'address', type: 'text', nullable: true })
  address: string | null;

  @Column({ name: 'latitude', type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ name: 'longitude', type: 'double precision', nullable: true })
  longitude: number | null;

  @Column({ name: 'phone', type: 'text', nullable: true })
  phone: string | null;

  @Column({ name: 'website', type: 'text', nullable: true })
  website: string | null;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({ name: 'images', type: 'text', array: true, default: () => "'{}'" })
  images: string[];

  /** numeric(2,1): pg returns it as a string. */
  @Column({ name: 'rating', type: 'numeric', precision: 2, scale: 1, nullable: true })
  rating: string | null;

  @Column({ name: 'review_count', type: 'integer', default: 0 })
  reviewCount: number;

  @Index('destinations_category_id_idx')
  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId: string | null;

  @ManyToOne(() => CategoryOrmEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'destinations_category_id_fkey' })
  category?: CategoryOrmEntity | null;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
