import { numericOrNull } from '../../catalog/infrastructure/category-filter.sql.js';
import { placeColumnsOf, placePropsFromRow } from '../../catalog/infrastructure/place.mapper.js';
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
      ...placePropsFromRow(row),
      slug: row.slug,
      hours: row.hours,
      mainImageIndex: row.mainImageIndex,
      isOpen24h: row.isOpen24h,
      isEmergency: row.isEmergency,
      gasPrice: numericOrNull(row.gasPrice),
      gasPriceUpdatedAt: row.gasPriceUpdatedAt === null ? null : new Date(row.gasPriceUpdatedAt),
    });
  },

  toPersistence(service: Service): Omit<ServiceOrmEntity, 'category'> {
    return {
      ...placeColumnsOf(service),
      slug: service.slug,
      hours: service.hours,
      mainImageIndex: service.mainImageIndex,
      isOpen24h: service.isOpen24h,
      isEmergency: service.isEmergency,
      gasPrice: service.gasPrice === null ? null : service.gasPrice.toFixed(2),
      gasPriceUpdatedAt: service.gasPriceUpdatedAt,
    };
  },
};
