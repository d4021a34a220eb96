import { Inject, Injectable } from '@nestjs/common';
import type { SsoLink } from '@chairside/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SsoLinksRepository } from './sso-links.repository';

/** What other modules may ask about single sign-on: whether it is offered, and a member's links. */
@Injectable()
export class SsoLinksService {
  constructor(
    @Inject(SsoLinksRepository) private readonly links: SsoLinksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** "Sign in with <name>" on the sign-in screen, or null when no provider is configured. */
  ssoOffer(): { name: string } | null {
    return ssoOffer(this.config);
  }

  async linksOf(userId: string): Promise<SsoLink[]> {
    return (await this.links.findForUser(userId)).map((l) => ({
      issuer: l.issuer,
      email: l.email,
      linkedAt: l.linkedAt.toISOString(),
      lastUsedAt: l.lastUsedAt?.toISOString() ?? null,
    }));
  }
}

/** The same offer for a caller outside this module's injector (it needs the configuration only). */
export function ssoOffer(config: Pick<AppConfig, 'sso'>): { name: string } | null {
  return config.sso ? { name: config.sso.groupName } : null;
}
