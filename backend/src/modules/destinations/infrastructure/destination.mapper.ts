import { placeColumnsOf, placePropsFromRow } from '../../catalog/infrastructure/place.mapper.js';
import { Destination } from '../domain/destination.js';
import type { DestinationOrmEntity } from './destination.orm-entity.js';

type DestinationRow = Omit<DestinationOrmEntity, 'category' | 'rating'> & { rating: string | number | null };

/** ORM row <-> domain object, nothing else. */
export const DestinationMapper = {
  toDomain(row: DestinationRow): Destination {
    return Destination.restore({ ...placePropsFromRow(row), imageUrl: row.imageUrl });
  },

  toPersistence(destination: Destination): Omit<DestinationOrmEntity, 'category'> {
    return { ...placeColumnsOf(destination), imageUrl: destination.imageUrl };
  },
};
