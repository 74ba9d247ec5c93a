import { Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../shared/domain/page.js';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import { reviewerName, type PlaceRef, type ReviewView } from '../domain/review.js';
import { ReviewReader, type ReviewFilter, type ReviewSummary } from '../application/ports/review.reader.js';
import { ORDER_BY, PLACE_TABLE, REVIEW_COLUMNS, reviewOf, type ReviewRow } from './review-sql.js';

interface ViewRow extends ReviewRow {
  firstName: string | null;
  lastName: string | null;
}

/**
 * The public reads of a place's reviews, each one statement (one round trip): the page with its total, and the
 * summary (rating, count, five bars). No row at all: the place does not exist.
 */
@Injectable()
export class PgReviewReader extends ReviewReader {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  override async list(place: PlaceRef, filter: ReviewFilter, page: PageRequest): Promise<Page<ReviewView> | null> {
    const params: unknown[] = [place.id, page.limit, page.offset];
    const stars = filter.stars === undefined ? '' : ` AND r.stars = $${params.push(filter.stars)}`;
    const rows = await this.db.preparedRows<{ total: number; items: ViewRow[] }>(
      `WITH page AS (
         SELECT ${REVIEW_COLUMNS}, u.first_name AS "firstName", u.last_name AS "lastName",
           row_number() OVER (ORDER BY ${ORDER_BY[filter.sort]}) AS ord
         FROM reviews r JOIN users u ON u.id = r.author_id
         WHERE r.place_id = $1 AND r.status = 'published'${stars}
         ORDER BY ${ORDER_BY[filter.sort]} LIMIT $2 OFFSET $3
       )
       SELECT (SELECT count(*)::int FROM reviews r WHERE r.place_id = $1 AND r.status = 'published'${stars}) AS total,
         coalesce((SELECT json_agg(page ORDER BY page.ord) FROM page), '[]'::json) AS items
       FROM ${PLACE_TABLE[place.type]} WHERE id = $1`,
      params,
    );
    const found = rows[0];
    if (!found) return null;
    return {
      total: Number(found.total),
      items: found.items.map((row) => ({
        ...reviewOf(row),
        authorName: reviewerName(row.firstName, row.lastName),
      })),
    };
  }

  override async summary(place: PlaceRef): Promise<ReviewSummary | null> {
    const rows = await this.db.preparedRows<{ n: number; rating: string | null; bars: number[] }>(
      `SELECT count(r.id)::int AS n, round(avg(r.stars), 1) AS rating,
         ARRAY[count(r.id) FILTER (WHERE r.stars = 1), count(r.id) FILTER (WHERE r.stars = 2),
               count(r.id) FILTER (WHERE r.stars = 3), count(r.id) FILTER (WHERE r.stars = 4),
               count(r.id) FILTER (WHERE r.stars = 5)]::int[] AS bars
       FROM ${PLACE_TABLE[place.type]} p LEFT JOIN reviews r ON r.place_id = p.id AND r.status = 'published'
       WHERE p.id = $1 GROUP BY p.id`,
      [place.id],
    );
    const found = rows[0];
    if (!found) return null;
    const [one, two, three, four, five] = found.bars.map(Number);
    return {
      rating: found.rating === null ? null : Number(found.rating),
      reviewCount: Number(found.n),
      distribution: [one, two, three, four, five],
    };
  }
}
