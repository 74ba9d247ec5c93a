import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CategoryOrmEntity } from '../../categories/infrastructure/category.orm-entity.js';
import { PlaceOrmColumns } from '../../catalog/infrastructure/place.orm-columns.js';

/**
 * Table `destinations` (migration 1795309591000-create-destinations). Persistence shape only: the rules live
 * in domain/destination.ts; the CHECK constraints repeat the ones that must hold whatever writes. The trigram
 * search index (on the stored search_text) is created by the migrations only.
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
// The listing-order indexes (migration 1795309900000, one with category_id first): orders TypeORM cannot describe
// (DESC NULLS LAST), so it is told to leave them as they are.
@Index('destinations_listing_idx', { synchronize: false })
@Index('destinations_category_listing_idx', { synchronize: false })
// The trigram index of the stored search document (migration 1795310400000): an operator class TypeORM cannot describe.
@Index('destinations_search_trgm_idx', { synchronize: false })
// Near me and the rating sort (migration 1795321000000): a GiST expression index and DESC NULLS LAST orders.
@Index('destinations_near_idx', { synchronize: false })
@Index('destinations_rating_sort_idx', { synchronize: false })
@Index('destinations_category_rating_sort_idx', { synchronize: false })
@Check('destinations_local_name_check', `length(local_name) <= 120`)
export class DestinationOrmEntity extends PlaceOrmColumns {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'destinations_pkey' })
  id: string;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl: string | null;

  @ManyToOne(() => CategoryOrmEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'destinations_category_id_fkey' })
  category?: CategoryOrmEntity | null;
}
