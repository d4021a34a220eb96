import { Inject, Injectable } from '@nestjs/common';
import type { Comment } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CommentsRepository } from './comments.repository';

/** Comments under the posts a user can see: limited per hour, deleted by their author only. */
@Injectable()
export class CommentsService {
  constructor(
    @Inject(CommentsRepository) private readonly comments: CommentsRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(userId: string, postId: string): Promise<Comment[]> {
    const list = await this.comments.list(userId, postId);
    if (!list) throw ApiException.notFound('Post');
    return list;
  }

  async create(userId: string, postId: string, content: string): Promise<Comment> {
    const limit = this.config.limits.commentsPerUserPerHour;
    await this.counters.enforce(
      `community-comments:${userId}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have written ${limit} comments in the last hour. Please wait ${wait} before commenting again.`,
    );
    const comment = await this.comments.create(userId, postId, content);
    if (!comment) throw ApiException.notFound('Post');
    return comment;
  }

  async remove(userId: string, postId: string, commentId: string): Promise<void> {
    // On a post hidden from this user, a 404 as for any post they cannot see.
    const author = await this.comments.authorOf(userId, postId, commentId);
    if (!author) throw ApiException.notFound('Comment');
    if (author !== userId) throw new ApiException(403, 'Only its author can delete this comment.', 'FORBIDDEN');
    if (!(await this.comments.delete(userId, postId, commentId))) throw ApiException.notFound('Comment');
  }
}
