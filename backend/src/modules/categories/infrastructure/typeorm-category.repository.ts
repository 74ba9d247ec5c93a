import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Category } from '../domain/category.js';
import { CategoryRepository, type CategoryFilter } from '../application/ports/category.repository.js';
import { CategoryMapper } from './category.mapper.js';
import { CategoryOrmEntity } from './category.orm-entity.js';

@Injectable()
export class TypeOrmCategoryRepository extends CategoryRepository {
  constructor(@InjectRepository(CategoryOrmEntity) private readonly rows: Repository<CategoryOrmEntity>) {
    super();
  }

  override async findAll(filter: CategoryFilter): Promise<Category[]> {
    const rows = await this.rows.find({
      where: filter.type ? { type: filter.type } : {},
      order: { type: 'ASC', name: 'ASC', id: 'ASC' },
    });
    return rows.map(CategoryMapper.toDomain);
  }
}
