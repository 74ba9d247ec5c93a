import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DestinationOrmEntity } from '../../destinations/infrastructure/destination.orm-entity.js';
import { ServiceOrmEntity } from '../../services/infrastructure/service.orm-entity.js';

/**
 * Table `review_stats` (migration 1795320600000-create-reviews): per place, how many published reviews give each number
 * of stars, written with the place's rating in the transaction of every review write (typeorm-review.repository.ts).
 */
@Entity({ name: 'review_stats' })
@Check('review_stats_place_type_check', `place_type IN ('destination', 'service')`)
@Check('review_stats_stars_1_check', `stars_1 >= 0`)
@Check('review_stats_stars_2_check', `stars_2 >= 0`)
@Check('review_stats_stars_3_check', `stars_3 >= 0`)
@Check('review_stats_stars_4_check', `stars_4 >= 0`)
@Check('review_stats_stars_5_check', `stars_5 >= 0`)
@Check(
  'review_stats_one_place',
  `(place_type = 'destination' AND destination_id IS NOT NULL AND service_id IS NULL)
          OR (place_type = 'service' AND service_id IS NOT NULL AND destination_id IS NULL)`,
)
export class ReviewStatsOrmEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'review_stats_pkey' })
  id: string;

  @Column({ name: 'place_type', type: 'text' })
  placeType: string;

  @OneToOne(() => DestinationOrmEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({
    name: 'destination_id',
    foreignKeyConstraintName: 'review_stats_destination_id_fkey',
  })
  destination?: DestinationOrmEntity | null;

  @OneToOne(() => ServiceOrmEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'service_id', foreignKeyConstraintName: 'review_stats_service_id_fkey' })
  service?: ServiceOrmEntity | null;

  @Column({ name: 'stars_1', type: 'integer', default: 0 })
  stars1: number;

  @Column({ name: 'stars_2', type: 'integer', default: 0 })
  stars2: number;

  @Column({ name: 'stars_3', type: 'integer', default: 0 })
  stars3: number;

  @Column({ name: 'stars_4', type: 'integer', default: 0 })
  stars4: number;

  @Column({ name: 'stars_5', type: 'integer', default: 0 })
  stars5: number;
}
