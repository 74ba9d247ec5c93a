import { Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { ratingOf, reviewerName, type PlaceRef, type ReviewView } from '../domain/review.js';
import { ReviewReader, type ReviewFilter, type ReviewSummary } from '../application/ports/review.reader.js';
import {
  ORDER_BY,
  PLACE_COLUMN,
  PLACE_TABLE,
  REVIEW_COLUMNS,
  reviewOf,
  STATS_BARS,
  type ReviewRow,
} from './review-sql.js';

interface ViewRow extends ReviewRow {
  firstName: string | null;
  lastName: string | null;
}

/**
 * The public reads of a place's reviews, each one statement (one round trip): the page with its total, and the
 * summary (rating, count, five bars). Totals and bars come from the place's one row of review_stats, so neither counts
 * the place's reviews on a read. No row at all: the place does not exist.
 */
@Injectable()
export class PgReviewReader extends ReviewReader {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async list(place: PlaceRef, filter: ReviewFilter, page: PageRequest): Promise<Page<ReviewView> | null> {
    const params: unknown[] = [place.id, page.limit, page.offset];
    const stars = filter.stars === undefined ? '' : ` AND r.stars = $${params.push(filter.stars)}`;
    // The total from review_stats: all five bars, or the one of the stars asked for.
    const total =
      filter.stars === undefined
        ? 'coalesce(s.stars_1 + s.stars_2 + s.stars_3 + s.stars_4 + s.stars_5, 0)'
        : `coalesce((ARRAY[s.stars_1, s.stars_2, s.stars_3, s.stars_4, s.stars_5])[$${params.length}], 0)`;
    const rows = await this.db.preparedRows<{ total: number; placeName: string; items: ViewRow[] }>(
      `WITH page AS (
         SELECT ${REVIEW_COLUMNS}, u.first_name AS "firstName", u.last_name AS "lastName",
           row_number() OVER (ORDER BY ${ORDER_BY[filter.sort]}) AS ord
         FROM reviews r JOIN users u ON u.id = r.author_id
         WHERE r.place_id = $1 AND r.status = 'published'${stars}
         ORDER BY ${ORDER_BY[filter.sort]} LIMIT $2 OFFSET $3
       )
       SELECT ${total} AS total, p.name AS "placeName",
         coalesce((SELECT json_agg(page ORDER BY page.ord) FROM page), '[]'::json) AS items
       FROM ${PLACE_TABLE[place.type]} p LEFT JOIN review_stats s ON s.${PLACE_COLUMN[place.type]} = p.id
       WHERE p.id = $1`,
      params,
    );
    const found = rows[0];
    if (!found) return null;
    return {
      total: Number(found.total),
      items: found.items.map((row) => ({
        ...reviewOf(row),
        authorName: reviewerName(row.firstName, row.lastName),
        placeName: found.placeName,
      })),
    };
  }

  override async summary(place: PlaceRef): Promise<ReviewSummary | null> {
    const rows = await this.db.preparedRows<{ bars: number[] }>(
      `SELECT ${STATS_BARS}
       FROM ${PLACE_TABLE[place.type]} p LEFT JOIN review_stats s ON s.${PLACE_COLUMN[place.type]} = p.id
       WHERE p.id = $1`,
      [place.id],
    );
    const found = rows[0];
    if (!found) return null;
    const [one, two, three, four, five] = found.bars.map(Number);
    return { ...ratingOf([one, two, three, four, five]), distribution: [one, two, three, four, five] };
  }

  override async mine(userId: string, place: PlaceRef): Promise<{ review: ReviewView | null } | null> {
    // At most one row: reviews_once_per_place is unique on (author_id, place_id) among the reviews not removed.
    const rows = await this.db.preparedRows<{ placeName: string; review: ViewRow | null }>(
      `SELECT p.name AS "placeName",
         (SELECT row_to_json(mine) FROM (
            SELECT ${REVIEW_COLUMNS}, u.first_name AS "firstName", u.last_name AS "lastName"
            FROM reviews r JOIN users u ON u.id = r.author_id
            WHERE r.author_id = $2 AND r.place_id = $1 AND r.status <> 'removed'
          ) mine) AS review
       FROM ${PLACE_TABLE[place.type]} p WHERE p.id = $1`,
      [place.id, userId],
    );
    const found = rows[0];
    if (!found) return null;
    const row = found.review;
    return {
      review: row
        ? { ...reviewOf(row), authorName: reviewerName(row.firstName, row.lastName), placeName: found.placeName }
        : null,
    };
  }
}
