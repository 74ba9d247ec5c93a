import type { PlaceProps } from '../../catalog/domain/place.js';
import { numericOrNull } from './category-filter.sql.js';
import type { PlaceOrmColumns } from './place.orm-columns.js';

type PlaceRow = Omit<PlaceOrmColumns, 'rating'> & { id: string; rating: string | number | null };
type PlacePersistence = Omit<PlaceProps, 'rating' | 'images'> & { rating: string | null; images: string[] };

/** The shared columns of a place row as domain props (ORM row -> domain). */
export function placePropsFromRow(row: PlaceRow): PlaceProps {
  return {
    id: row.id,
    name: row.name,
    localName: row.localName ?? null,
    description: row.description,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    website: row.website,
    images: row.images ?? [],
    rating: numericOrNull(row.rating),
    reviewCount: row.reviewCount,
    categoryId: row.categoryId,
    isVerified: row.isVerified,
    openingHours: row.openingHours ?? null,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}

/** The shared fields of a place as column values (domain -> ORM row). */
export function placeColumnsOf(place: PlaceProps): PlacePersistence {
  return {
    id: place.id,
    name: place.name,
    localName: place.localName,
    description: place.description,
    address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
    phone: place.phone,
    website: place.website,
    images: [...place.images],
    rating: place.rating === null ? null : place.rating.toFixed(1),
    reviewCount: place.reviewCount,
    categoryId: place.categoryId,
    isVerified: place.isVerified,
    openingHours: place.openingHours,
    createdAt: place.createdAt,
    updatedAt: place.updatedAt,
  };
}
