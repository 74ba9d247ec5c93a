import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryRepository } from './application/ports/category.repository.js';
import { ListCategoriesQuery } from './application/list-categories.query.js';
import { CategoriesController } from './http/categories.controller.js';
import { CategoryOrmEntity } from './infrastructure/category.orm-entity.js';
import { TypeOrmCategoryRepository } from './infrastructure/typeorm-category.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([CategoryOrmEntity])],
  controllers: [CategoriesController],
  providers: [
    { provide: CategoryRepository, useClass: TypeOrmCategoryRepository },
    // Use cases are framework-free classes: built here from their ports.
    { provide: ListCategoriesQuery, useFactory: (repo: CategoryRepository) => new ListCategoriesQuery(repo), inject: [CategoryRepository] },
  ],
  exports: [ListCategoriesQuery],
})
export class CategoriesModule {}
