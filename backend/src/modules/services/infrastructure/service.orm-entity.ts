import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CategoryOrmEntity } from '../../categories/infrastructure/category.orm-entity.js';
import { PlaceOrmColumns } from '../../catalog/infrastructure/place.orm-columns.js';

/**
 * Table `services` (migration 1795309592000-create-services). Persistence shape only: the rules live in
 * domain/service.ts. The unique index on lower(slug) (an expression index) and the trigram search index (on the
 * stored search_text) are created by the migrations only.
 */
@Entity({ name: 'services' })
@Check('services_name_check', `length(btrim(name)) BETWEEN 1 AND 120`)
@Check('services_slug_check', `slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80`)
@Check('services_latitude_check', `latitude BETWEEN -90 AND 90`)
@Check('services_longitude_check', `longitude BETWEEN -180 AND 180`)
@Check('services_coordinates_pair_check', `(latitude IS NULL) = (longitude IS NULL)`)
@Check('services_images_check', `cardinality(images) <= 10`)
@Check(
  'services_main_image_index_check',
  `main_image_index >= 0 AND (main_image_index < cardinality(images) OR main_image_index = 0)`,
)
@Check('services_website_check', `website ~ '^https?://'`)
@Check('services_gas_price_check', `gas_price >= 0`)
@Check('services_rating_check', `rating BETWEEN 0 AND 5`)
@Check('services_review_count_check', `review_count >= 0`)
// The listing-order indexes (migration 1795309900000, one with category_id first): orders TypeORM cannot describe
// (DESC NULLS LAST), so it is told to leave them as they are.
@Index('services_listing_idx', { synchronize: false })
@Index('services_category_listing_idx', { synchronize: false })
// The trigram index of the stored search document (migration 1795310400000): an operator class TypeORM cannot describe.
@Index('services_search_trgm_idx', { synchronize: false })
// Near me and the rating sort (migration 1795321000000): a GiST expression index and DESC NULLS LAST orders.
@Index('services_near_idx', { synchronize: false })
@Index('services_rating_sort_idx', { synchronize: false })
@Index('services_category_rating_sort_idx', { synchronize: false })
@Check('services_local_name_check', `length(local_name) <= 120`)
export class ServiceOrmEntity extends PlaceOrmColumns {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'services_pkey' })
  id: string;

  @Column({ name: 'slug', type: 'text' })
  slug: string;

  @Column({ name: 'hours', type: 'text', nullable: true })
  hours: string | null;

  @Column({ name: 'main_image_index', type: 'integer', default: 0 })
  mainImageIndex: number;

  @Column({ name: 'is_open_24h', type: 'boolean', default: false })
  isOpen24h: boolean;

  @Column({ name: 'is_emergency', type: 'boolean', default: false })
  isEmergency: boolean;

  /** Pesos per litre of regular gas, numeric(8,2) (never a float); pg returns it as a string. */
  @Column({ name: 'gas_price', type: 'numeric', precision: 8, scale: 2, nullable: true })
  gasPrice: string | null;

  @Column({ name: 'gas_price_updated_at', type: 'timestamptz', nullable: true })
  gasPriceUpdatedAt: Date | null;

  @ManyToOne(() => CategoryOrmEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'services_category_id_fkey' })
  category?: CategoryOrmEntity | null;
}
