import { Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { endpoints, type PostForReview } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { SecurityLog } from '../../common/security-log';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { ModerationRepository } from './moderation.repository';
import { ModeratorGuard } from './moderator.guard';

/**
 * The moderators' review list (a signed-in moderator only: 401 without a session, 403 for members).
 * No rate limit: only a handful of trusted accounts can call it, and it creates nothing.
 */
@Controller()
@UseGuards(SignedInGuard, ModeratorGuard)
export class ModerationController {
  constructor(
    @Inject(ModerationRepository) private readonly moderation: ModerationRepository,
    @Inject(SecurityLog) private readonly log: SecurityLog,
  ) {}

  @Get(endpoints.listPostsForReview.path)
  list(@CurrentUser() user: SessionUser): Promise<PostForReview[]> {
    return this.moderation.hidden(user.id);
  }

  @Post(endpoints.restorePost.path)
  @HttpCode(200)
  async restore(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.restorePost.params)) p: { id: string },
  ): Promise<{ restored: true }> {
    if (!(await this.moderation.restore(p.id))) throw ApiException.notFound('Post waiting for review');
    // Who decided what is on record: a moderator's power over others' posts is checked afterwards.
    this.log.write('moderation.restore', { userId: user.id, postId: p.id, outcome: 'restored' });
    return { restored: true };
  }

  @Delete(endpoints.removePost.path)
  @HttpCode(204)
  async remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.removePost.params)) p: { id: string },
  ): Promise<void> {
    if (!(await this.moderation.remove(p.id))) throw ApiException.notFound('Post waiting for review');
    this.log.write('moderation.remove', { userId: user.id, postId: p.id, outcome: 'removed' });
  }
}
