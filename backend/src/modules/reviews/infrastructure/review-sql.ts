import { PlaceType, ReviewStatus, type ReviewPhoto, type ReviewProps } from '../domain/review.js';
import { ReviewSort } from '../application/ports/review.reader.js';

/** The table of each kind of place. */
export const PLACE_TABLE: Readonly<Record<PlaceType, string>> = {
  [PlaceType.Destination]: 'destinations',
  [PlaceType.Service]: 'services',
};

/** The column of reviews that holds each kind of place. */
export const PLACE_COLUMN: Readonly<Record<PlaceType, string>> = {
  [PlaceType.Destination]: 'destination_id',
  [PlaceType.Service]: 'service_id',
};

/** Each sort and its ORDER BY: each one walks its partial index of the migration (reviews_<sort>_idx). */
export const ORDER_BY: Readonly<Record<ReviewSort, string>> = {
  [ReviewSort.Helpful]: 'r.helpful_count DESC, r.created_at DESC, r.id DESC',
  [ReviewSort.Newest]: 'r.created_at DESC, r.id DESC',
  [ReviewSort.Highest]: 'r.stars DESC, r.created_at DESC, r.id DESC',
  [ReviewSort.Lowest]: 'r.stars, r.created_at DESC, r.id DESC',
};

/** How many of the rows give each number of stars, as s1 ... s5. */
export const STAR_COUNTS = [1, 2, 3, 4, 5].map((n) => `count(*) FILTER (WHERE stars = ${n})::int AS s${n}`).join(', ');

/** The five bars of a place from review_stats s (zeros without a row), as one int[] column `bars`. */
export const STATS_BARS =
  'ARRAY[coalesce(s.stars_1, 0), coalesce(s.stars_2, 0), coalesce(s.stars_3, 0), coalesce(s.stars_4, 0), ' +
  'coalesce(s.stars_5, 0)]::int[] AS bars';

/** A review's photos in order, as one json array column `photos` (review_photos of r, by its unique index). */
export const PHOTOS_COLUMN =
  `(SELECT coalesce(json_agg(json_build_object('id', ph.image_id, 'width', ph.width, 'height', ph.height) ` +
  `ORDER BY ph.position), '[]'::json) FROM review_photos ph WHERE ph.review_id = r.id) AS photos`;

/** The columns of a review as ReviewRow names them (r: reviews), with its photos and its business's reply. */
export const REVIEW_COLUMNS =
  `r.id, r.place_type AS "placeType", r.place_id AS "placeId", r.author_id AS "authorId", r.stars, r.text, ` +
  `to_char(r.visit_month, 'YYYY-MM') AS "visitMonth", r.status, r.helpful_count AS "helpfulCount", ` +
  `r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.reply_text AS "replyText", ` +
  `r.reply_author_id AS "replyAuthorId", r.replied_at AS "repliedAt", r.reply_edited_at AS "replyEditedAt", ` +
  PHOTOS_COLUMN;

export interface ReviewRow {
  id: string;
  placeType: string;
  placeId: string;
  authorId: string;
  stars: number;
  text: string;
  visitMonth: string;
  status: string;
  helpfulCount: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  replyText: string | null;
  replyAuthorId: string | null;
  repliedAt: Date | string | null;
  replyEditedAt: Date | string | null;
  photos: ReviewPhoto[];
}

export function reviewOf(row: ReviewRow): ReviewProps {
  return {
    id: row.id,
    place: { type: row.placeType as PlaceType, id: row.placeId },
    authorId: row.authorId,
    stars: Number(row.stars),
    text: row.text,
    visitMonth: row.visitMonth,
    status: row.status as ReviewStatus,
    helpfulCount: Number(row.helpfulCount),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    photos: row.photos.map((photo) => ({ id: photo.id, width: Number(photo.width), height: Number(photo.height) })),
    reply:
      row.replyText === null || row.repliedAt === null
        ? null
        : {
            text: row.replyText,
            authorId: row.replyAuthorId,
            repliedAt: new Date(row.repliedAt),
            editedAt: row.replyEditedAt === null ? null : new Date(row.replyEditedAt),
          },
  };
}
