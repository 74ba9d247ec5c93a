import { numericOrNull } from '../../catalog/infrastructure/category-filter.sql.js';
import { Service } from '../domain/service.js';
import type { ServiceOrmEntity } from './service.orm-entity.js';

type ServiceRow = Omit<ServiceOrmEntity, 'category' | 'rating' | 'gasPrice'> & {
  rating: string | number | null;
  gasPrice: string | number | null;
};

/** ORM row <-> domain object, nothing else. */
export const ServiceMapper = {
  toDomain(row: ServiceRow): Service {
    return Service.restore({
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      address: row.address,
      phone: row.phone,
      hours: row.hours,
      website: row.website,
      latitude: row.latitude,
      longitude: row.longitude,
      images: row.images ?? [],
      mainImageIndex: row.mainImageIndex,
      rating: numericOrNull(row.rating),
      reviewCount: row.reviewCount,
      isOpen24h: row.isOpen24h,
      isEmergency: row.isEmergency,
      gasPrice: numericOrNull(row.gasPrice),
      gasPriceUpdatedAt: row.gasPriceUpdatedAt === null ? null : new Date(row.gasPriceUpdatedAt),
      categoryId: row.categoryId,
      isVerified: row.isVerified,
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
    });
  },

  toPersistence(service: Service): Omit<ServiceOrmEntity, 'category'> {
    return {
      id: service.id,
      name: service.name,
      slug: service.slug,
      description: service.description,
      address: service.address,
      phone: service.phone,
      hours: service.hours,
      website: service.website,
      latitude: service.latitude,
      longitude: service.longitude,
      images: [...service.images],
      mainImageIndex: service.mainImageIndex,
      rating: service.rating === null ? null : service.rating.toFixed(1),
      reviewCount: service.reviewCount,
      isOpen24h: service.isOpen24h,
      isEmergency: service.isEmergency,
      gasPrice: service.gasPrice === null ? null : service.gasPrice.toFixed(2),
      gasPriceUpdatedAt: service.gasPriceUpdatedAt,
      categoryId: service.categoryId,
      isVerified: service.isVerified,
      createdAt: service.createdAt,
      updatedAt: service.updatedAt,
    };
  },
};
