import { Column } from 'typeorm';
import { SEARCH_TEXT_SQL } from './catalog-search.sql.js';

/**
 * The columns every place table has (destinations, services), in one declaration; each entity adds its own columns,
 * its primary key, category relation and constraint names.
 */
export abstract class PlaceOrmColumns {
  @Column({ name: 'name', type: 'text' })
  name: string;

  @Column({ name: 'local_name', type: 'text', nullable: true })
  localName: string | null;

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

  @Column({ name: 'images', type: 'text', array: true, default: () => "'{}'" })
  images: string[];

  /** numeric(2,1): pg returns it as a string. */
  @Column({ name: 'rating', type: 'numeric', precision: 2, scale: 1, nullable: true })
  rating: string | null;

  @Column({ name: 'review_count', type: 'integer', default: 0 })
  reviewCount: number;

  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId: string | null;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified: boolean;

  /** OpenStreetMap `opening_hours` syntax (migration 1795320900000); its open intervals are in place_open_intervals. */
  @Column({ name: 'opening_hours', type: 'text', nullable: true })
  openingHours: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  /**
   * The Bayesian average of the rating sort (migration 1795321000000): written by a trigger from rating and
   * review_count (and refresh_place_rating_priors()), NULL without reviews; never written or read by the ORM.
   */
  @Column({
    name: 'rating_score',
    type: 'numeric',
    precision: 5,
    scale: 4,
    nullable: true,
    select: false,
    insert: false,
    update: false,
  })
  ratingScore?: string | null;

  /** The search document, computed by PostgreSQL (migration 1795310400000); never written or read by the ORM. */
  @Column({
    name: 'search_text',
    type: 'text',
    nullable: true,
    generatedType: 'STORED',
    asExpression: SEARCH_TEXT_SQL,
    select: false,
    insert: false,
    update: false,
  })
  searchText?: string | null;
}
