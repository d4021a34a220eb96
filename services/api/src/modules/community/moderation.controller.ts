import { Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { endpoints, type PostForReview } from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { ModerationService } from './moderation.service';
import { ModeratorGuard } from './moderator.guard';

/**
 * The moderators' review list (a signed-in moderator only: 401 without a session, 403 for members).
 * No rate limit: only a handful of trusted accounts can call it, and it creates nothing.
 */
@Controller()
@UseGuards(SignedInGuard, ModeratorGuard)
export class ModerationController {
  constructor(@Inject(ModerationService) private readonly moderation: ModerationService) {}

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
    await this.moderation.restore(user.id, p.id);
    return { restored: true };
  }

  @Delete(endpoints.removePost.path)
  @HttpCode(204)
  remove(@CurrentUser() user: SessionUser, @Param(zod(endpoints.removePost.params)) p: { id: string }): Promise<void> {
    return this.moderation.remove(user.id, p.id);
  }
}
