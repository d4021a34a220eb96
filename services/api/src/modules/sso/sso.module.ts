import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { OidcConfiguration } from './oidc-configuration';
import { OidcStrategy } from './oidc.strategy';
import { PendingSsoLinks } from './pending-sso-links';
import { SsoController } from './sso.controller';
import { SsoLinksRepository } from './sso-links.repository';
import { SsoLinksService } from './sso-links.service';
import { SsoSignInService } from './sso-sign-in.service';

/**
 * Single sign-on over OpenID Connect. The routes always exist (404 without a provider); the Passport
 * strategy is made, and registered as 'oidc', only when a provider is configured.
 */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [SsoController],
  providers: [
    SsoLinksRepository,
    SsoLinksService,
    SsoSignInService,
    PendingSsoLinks,
    {
      provide: OidcStrategy,
      inject: [APP_CONFIG, SsoSignInService],
      useFactory: (config: AppConfig, signIns: SsoSignInService): OidcStrategy | null =>
        config.sso ? new OidcStrategy(new OidcConfiguration(config.sso, config.env), config, signIns) : null,
    },
  ],
  exports: [SsoLinksService],
})
export class SsoModule {}
