import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CategorySummary } from '../../catalog/domain/category-summary.js';
import { findCategorySummary } from '../../catalog/infrastructure/category-summary.sql.js';
import { TypeOrmUnitOfWork } from '../../catalog/infrastructure/typeorm-unit-of-work.js';
import { DestinationCategoryReader } from '../application/ports/destination-category.reader.js';

/** Reads the categories table directly (an adapter may); inside a unit of work the row is held FOR SHARE. */
@Injectable()
export class TypeOrmDestinationCategoryReader extends DestinationCategoryReader {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  override findById(id: string): Promise<CategorySummary | null> {
    return findCategorySummary(TypeOrmUnitOfWork.manager(this.dataSource), id);
  }
}
