import { Module, type DynamicModule } from '@nestjs/common';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule, type DatabaseModuleOptions } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { MapConfigModule } from './map-config/map-config.module.js';
import { KernelModule } from './shared/kernel.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { CategoriesModule } from './modules/categories/categories.module.js';
import { ArtworkModule } from './modules/artwork/artwork.module.js';
import { DestinationsModule } from './modules/destinations/destinations.module.js';
import { ServicesModule } from './modules/services/services.module.js';
import { OpeningHoursModule } from './modules/catalog/opening-hours.module.js';
import { CommunityModule } from './modules/community/community.module.js';
import { ModerationModule } from './modules/moderation/moderation.module.js';
import { CouponsModule } from './modules/coupons/coupons.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { RateLimitModule } from './shared/http/rate-limit/rate-limit.module.js';

/**
 * The composition root: configuration, database, then every feature module; RateLimitModule last, so that its global
 * guard runs after the auth guard (it limits the signed-in caller).
 */
@Module({})
export class AppModule {
  static register(config: AppConfig, database: DatabaseModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database),
        KernelModule,
        HealthModule,
        MapConfigModule,
        AuthModule,
        UsersModule,
        CategoriesModule,
        DestinationsModule,
        ServicesModule,
        OpeningHoursModule,
        ArtworkModule,
        CommunityModule,
        ModerationModule,
        CouponsModule,
        ReviewsModule,
        RateLimitModule,
      ],
    };
  }
}
