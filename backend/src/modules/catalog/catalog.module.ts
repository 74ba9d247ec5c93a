import { Module } from '@nestjs/common';
import { Clock } from './application/ports/clock.js';
import { UnitOfWork } from './application/ports/unit-of-work.js';
import { SystemClock } from './infrastructure/system-clock.js';
import { TypeOrmUnitOfWork } from './infrastructure/typeorm-unit-of-work.js';

/** The catalog's shared kernel (destinations, services, categories writes): the clock and the unit of work. */
@Module({
  providers: [
    { provide: Clock, useClass: SystemClock },
    { provide: UnitOfWork, useClass: TypeOrmUnitOfWork },
  ],
  exports: [Clock, UnitOfWork],
})
export class CatalogModule {}
