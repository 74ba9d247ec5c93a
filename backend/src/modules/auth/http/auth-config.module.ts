import { DynamicModule, Global, Module } from '@nestjs/common';
import { AuthConfig } from './auth-config.js';

/** Makes the one {@link AuthConfig} injectable everywhere (token: the AuthConfig class); added by createApp(). */
@Global()
@Module({})
export class AuthConfigModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return { module: AuthConfigModule, providers: [{ provide: AuthConfig, useValue: config }], exports: [AuthConfig] };
  }
}
