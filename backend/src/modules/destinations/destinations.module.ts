import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../../shared/time/clock.js';
import { UnitOfWork } from '../../shared/persistence/unit-of-work.js';
import { builtFrom } from '../../shared/use-case.provider.js';
import { CreateDestinationUseCase } from './application/create-destination.use-case.js';
import { GetDestinationQuery } from './application/get-destination.query.js';
import { ListDestinationsQuery } from './application/list-destinations.query.js';
import { DestinationCategoryReader } from './application/ports/destination-category.reader.js';
import { DestinationRepository } from './application/ports/destination.repository.js';
import { UpdateDestinationUseCase } from './application/update-destination.use-case.js';
import { DestinationsController } from './http/destinations.controller.js';
import { DestinationOrmEntity } from './infrastructure/destination.orm-entity.js';
import { OpenIntervalsRefresher } from '../catalog/infrastructure/open-intervals.writer.js';
import { TypeOrmPlaceCategoryReader } from '../catalog/infrastructure/typeorm-place-category.reader.js';
import { TypeOrmDestinationRepository } from './infrastructure/typeorm-destination.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([DestinationOrmEntity])],
  controllers: [DestinationsController],
  providers: [
    { provide: DestinationRepository, useClass: TypeOrmDestinationRepository },
    { provide: DestinationCategoryReader, useClass: TypeOrmPlaceCategoryReader },
    {
      // Keeps the coming 14 days of open intervals (docs/opening-hours.md): at start-up and every 6 hours.
      provide: OpenIntervalsRefresher,
      useFactory: (dataSource: DataSource, clock: Clock) =>
        new OpenIntervalsRefresher(dataSource, clock, 'destination'),
      inject: [DataSource, Clock],
    },
    // Use cases are framework-free classes: built here from their ports.
    builtFrom(ListDestinationsQuery, [DestinationRepository]),
    builtFrom(GetDestinationQuery, [DestinationRepository]),
    builtFrom(
      CreateDestinationUseCase,
      [DestinationRepository, DestinationCategoryReader, UnitOfWork, Clock],
      randomUUID,
    ),
    builtFrom(UpdateDestinationUseCase, [DestinationRepository, DestinationCategoryReader, UnitOfWork, Clock]),
  ],
  exports: [ListDestinationsQuery, GetDestinationQuery],
})
export class DestinationsModule {}
