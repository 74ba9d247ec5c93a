import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/persistence/typeorm-unit-of-work.js';
import type { CategorySummary } from '../domain/category-summary.js';
import { findCategorySummary } from './category-summary.sql.js';

/**
 * The one adapter behind each place module's own category port (DestinationCategoryReader, ServiceCategoryReader):
 * reads the categories table directly (a declared relation of places); inside a unit of work the row is held FOR SHARE.
 */
@Injectable()
export class TypeOrmPlaceCategoryReader {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  findById(id: string): Promise<CategorySummary | null> {
    return findCategorySummary(this.db.manager, id);
  }
}
