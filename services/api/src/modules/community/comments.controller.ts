import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { endpoints, type Comment } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { RateLimitsRepository } from '../../common/rate-limits.repository';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CommentsRepository } from './comments.repository';

const HOUR_SECONDS = 3600;

@Controller()
@UseGuards(SignedInGuard)
export class CommentsController {
  constructor(
    @Inject(CommentsRepository) private readonly comments: CommentsRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(endpoints.listComments.path)
  async list(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.listComments.params)) p: { id: string },
  ): Promise<Comment[]> {
    const list = await this.comments.list(user.id, p.id);
    if (!list) throw ApiException.notFound('Post');
    return list;
  }

  @Post(endpoints.createComment.path)
  @HttpCode(201)
  async create(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.createComment.params)) p: { id: string },
    @Body(zod(endpoints.createComment.body)) body: { content: string },
  ): Promise<Comment> {
    const limit = this.config.limits.commentsPerUserPerHour;
    await this.counters.enforce(
      `community-comments:${user.id}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have written ${limit} comments in the last hour. Please wait ${wait} before commenting again.`,
    );
    const comment = await this.comments.create(user.id, p.id, body.content);
    if (!comment) throw ApiException.notFound('Post');
    return comment;
  }

  @Delete(endpoints.deleteComment.path)
  @HttpCode(204)
  async remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteComment.params)) p: { id: string; commentId: string },
  ): Promise<void> {
    // On a post hidden from this user, a 404 as for any post they cannot see.
    const author = await this.comments.authorOf(user.id, p.id, p.commentId);
    if (!author) throw ApiException.notFound('Comment');
    if (author !== user.id) throw new ApiException(403, 'Only its author can delete this comment.', 'FORBIDDEN');
    if (!(await this.comments.delete(user.id, p.id, p.commentId))) throw ApiException.notFound('Comment');
  }
}
