import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { builtFrom } from '../../shared/use-case.provider.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../../shared/time/clock.js';
import { UnitOfWork } from '../../shared/persistence/unit-of-work.js';
import { CreateServiceUseCase } from './application/create-service.use-case.js';
import { GetServiceBySlugQuery } from './application/get-service-by-slug.query.js';
import { GetServiceQuery } from './application/get-service.query.js';
import { ListServicesQuery } from './application/list-services.query.js';
import { ServiceCategoryReader } from './application/ports/service-category.reader.js';
import { ServiceRepository } from './application/ports/service.repository.js';
import { UpdateServiceUseCase } from './application/update-service.use-case.js';
import { ServicesController } from './http/services.controller.js';
import { ServiceOrmEntity } from './infrastructure/service.orm-entity.js';
import { OpenIntervalsRefresher } from '../catalog/infrastructure/open-intervals.writer.js';
import { TypeOrmPlaceCategoryReader } from '../catalog/infrastructure/typeorm-place-category.reader.js';
import { TypeOrmServiceRepository } from './infrastructure/typeorm-service.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([ServiceOrmEntity])],
  controllers: [ServicesController],
  providers: [
    { provide: ServiceRepository, useClass: TypeOrmServiceRepository },
    { provide: ServiceCategoryReader, useClass: TypeOrmPlaceCategoryReader },
    {
      // Keeps the coming 14 days of open intervals (docs/opening-hours.md): at start-up and every 6 hours.
      provide: OpenIntervalsRefresher,
      useFactory: (dataSource: DataSource, clock: Clock) => new OpenIntervalsRefresher(dataSource, clock, 'service'),
      inject: [DataSource, Clock],
    },
    // Use cases are framework-free classes: built here from their ports.
    builtFrom(ListServicesQuery, [ServiceRepository]),
    builtFrom(GetServiceQuery, [ServiceRepository]),
    builtFrom(GetServiceBySlugQuery, [ServiceRepository]),
    builtFrom(CreateServiceUseCase, [ServiceRepository, ServiceCategoryReader, UnitOfWork, Clock], randomUUID),
    builtFrom(UpdateServiceUseCase, [ServiceRepository, ServiceCategoryReader, UnitOfWork, Clock]),
  ],
  exports: [ListServicesQuery, GetServiceQuery, GetServiceBySlugQuery],
})
export class ServicesModule {}
