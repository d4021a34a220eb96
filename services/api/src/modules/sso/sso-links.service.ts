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
    return this.config.sso ? { name: this.config.sso.groupName } : null;
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
