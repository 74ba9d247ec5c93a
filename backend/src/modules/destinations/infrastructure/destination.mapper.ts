import { numericOrNull } from '../../catalog/infrastructure/category-filter.sql.js';
import { Destination } from '../domain/destination.js';
import type { DestinationOrmEntity } from './destination.orm-entity.js';

type DestinationRow = Omit<DestinationOrmEntity, 'category' | 'rating'> & { rating: string | number | null };

/** ORM row <-> domain object, nothing else. */
export const DestinationMapper = {
  toDomain(row: DestinationRow): Destination {
    return Destination.restore({
      id: row.id,
      name: row.name,
      description: row.description,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      phone: row.phone,
      website: row.website,
      imageUrl: row.imageUrl,
      images: row.images ?? [],
      rating: numericOrNull(row.rating),
      reviewCount: row.reviewCount,
      categoryId: row.categoryId,
      isVerified: row.isVerified,
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
    });
  },

  toPersistence(destination: Destination): Omit<DestinationOrmEntity, 'category'> {
    return {
      id: destination.id,
      name: destination.name,
      description: destination.description,
      address: destination.address,
      latitude: destination.latitude,
      longitude: destination.longitude,
      phone: destination.phone,
      website: destination.website,
      imageUrl: destination.imageUrl,
      images: [...destination.images],
      rating: destination.rating === null ? null : destination.rating.toFixed(1),
      reviewCount: destination.reviewCount,
      categoryId: destination.categoryId,
      isVerified: destination.isVerified,
      createdAt: destination.createdAt,
      updatedAt: destination.updatedAt,
    };
  },
};
