import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options.js';
import { DemoDataLoader } from './demo-data/demo-data.loader.js';
import { runMigrationsLocked } from './migrate.js';

export interface DatabaseModuleOptions {
  /** Connection URL (from startDatabaseServer or a test database). */
  readonly url: string;
  /** Retry the first connection (a DATABASE_URL server may still be starting); the embedded one is up already. */
  readonly retry?: boolean;
  /** TypeORM logging; default errors, warnings and migrations. */
  readonly logging?: boolean;
  /** Pool size and connection wait (AppConfig.databasePool); default 10 connections, 5 s. */
  readonly pool?: { readonly size: number; readonly connectTimeoutMs: number };
}

/** The TypeORM DataSource (migrated under the advisory lock before anyone gets it, closed on app.close()) and the DemoDataLoader. */
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    const base = buildDataSourceOptions(options.url, {
      logging: options.logging === false ? false : undefined,
      poolSize: options.pool?.size,
      connectTimeoutMs: options.pool?.connectTimeoutMs,
    });
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...base,
            ...(options.retry
              ? { retryAttempts: 10, retryDelay: 3_000, verboseRetryLog: true }
              : { retryAttempts: 1, toRetry: () => false }),
          }),
          // The DataSource is handed out only once the schema is current (replicas starting together migrate once).
          dataSourceFactory: async (dataSourceOptions) => {
            const dataSource = await new DataSource(dataSourceOptions as DataSourceOptions).initialize();
            try {
              await runMigrationsLocked(dataSource);
            } catch (error) {
              await dataSource.destroy().catch(() => undefined);
              throw error;
            }
            return dataSource;
          },
        }),
      ],
      providers: [
        {
          provide: DemoDataLoader,
          useFactory: (dataSource: DataSource) => new DemoDataLoader(dataSource),
          inject: [DataSource],
        },
      ],
      exports: [DemoDataLoader],
    };
  }
}
