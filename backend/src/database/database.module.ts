import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options.js';
import { DemoDataLoader } from './demo-data/demo-data.loader.js';

export interface DatabaseModuleOptions {
  /** Connection URL (from startDatabaseServer or a test database). */
  readonly url: string;
  /** Retry the first connection (a DATABASE_URL server may still be starting); the embedded one is up already. */
  readonly retry?: boolean;
  /** TypeORM logging; default errors, warnings and migrations. */
  readonly logging?: boolean;
}

/** The TypeORM DataSource (migrations run on init, closed on app.close()) and the DemoDataLoader. */
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    const base = buildDataSourceOptions(options.url, {
      logging: options.logging === false ? false : undefined,
    });
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({
          ...base,
          ...(options.retry
            ? { retryAttempts: 10, retryDelay: 3_000, verboseRetryLog: true }
            : { retryAttempts: 1, toRetry: () => false }),
        }),
      ],
      providers: [
        { provide: DemoDataLoader, useFactory: (dataSource: DataSource) => new DemoDataLoader(dataSource), inject: [DataSource] },
      ],
      exports: [DemoDataLoader],
    };
  }
}
