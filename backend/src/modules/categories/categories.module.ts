import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { builtFrom } from '../../shared/use-case.provider.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UnitOfWork } from '../../shared/persistence/unit-of-work.js';
import { CreateCategoryUseCase } from './application/create-category.use-case.js';
import { CategoryRepository } from './application/ports/category.repository.js';
import { CategoryUsage, CategoryWriteRepository } from './application/ports/category-write.repository.js';
import { ListCategoriesQuery } from './application/list-categories.query.js';
import { UpdateCategoryUseCase } from './application/update-category.use-case.js';
import { CategoriesController } from './http/categories.controller.js';
import { CategoryOrmEntity } from './infrastructure/category.orm-entity.js';
import { TypeOrmCategoryRepository } from './infrastructure/typeorm-category.repository.js';
import {
  TypeOrmCategoryUsage,
  TypeOrmCategoryWriteRepository,
} from './infrastructure/typeorm-category-write.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([CategoryOrmEntity])],
  controllers: [CategoriesController],
  providers: [
    { provide: CategoryRepository, useClass: TypeOrmCategoryRepository },
    { provide: CategoryWriteRepository, useClass: TypeOrmCategoryWriteRepository },
    { provide: CategoryUsage, useClass: TypeOrmCategoryUsage },
    // Use cases are framework-free classes: built here from their ports.
    builtFrom(ListCategoriesQuery, [CategoryRepository]),
    builtFrom(CreateCategoryUseCase, [CategoryWriteRepository, UnitOfWork], randomUUID),
    builtFrom(UpdateCategoryUseCase, [CategoryWriteRepository, CategoryUsage, UnitOfWork]),
  ],
  exports: [ListCategoriesQuery],
})
export class CategoriesModule {}
