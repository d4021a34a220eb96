import { Inject, Injectable } from '@nestjs/common';
import type { SsoLink } from '@chairside/contracts';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { UserEntity } from '../users/user.entity';
import { clearedPendingLinkCookie, pendingLinkId } from './pending-sso-links';
import { SsoLinksRepository } from './sso-links.repository';
import { SsoSignInService } from './sso-sign-in.service';

/**
 * What other modules may ask of single sign-on: a member's links, and a pending link completed by
 * another way of proving who the member is (a passkey).
 */
@Injectable()
export class SsoLinksService {
  constructor(
    @Inject(SsoLinksRepository) private readonly links: SsoLinksRepository,
    @Inject(SsoSignInService) private readonly signIns: SsoSignInService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Links the browser's pending work account when `user` is its member; the cookie goes once used. */
  async completePendingLink(
    cookieHeader: string | undefined,
    user: UserEntity,
    address: string,
    reply: FastifyReply,
  ): Promise<void> {
    if (await this.signIns.linkWithPasskey(pendingLinkId(cookieHeader), user, address)) {
      reply.header('set-cookie', clearedPendingLinkCookie(this.config.cookieSecure));
    }
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
