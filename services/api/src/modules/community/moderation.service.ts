import { Inject, Injectable } from '@nestjs/common';
import type { PostForReview } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { SecurityLog } from '../../common/security-log';
import { ModerationRepository } from './moderation.repository';

/** The moderators' review of posts that reports hid; every decision goes to the security log. */
@Injectable()
export class ModerationService {
  constructor(
    @Inject(ModerationRepository) private readonly moderation: ModerationRepository,
    @Inject(SecurityLog) private readonly log: SecurityLog,
  ) {}

  hidden(moderatorId: string): Promise<PostForReview[]> {
    return this.moderation.hidden(moderatorId);
  }

  async restore(moderatorId: string, postId: string): Promise<void> {
    if (!(await this.moderation.restore(postId))) throw ApiException.notFound('Post waiting for review');
    // Who decided what is on record: a moderator's power over others' posts is checked afterwards.
    this.log.write('moderation.restore', { userId: moderatorId, postId, outcome: 'restored' });
  }

  async remove(moderatorId: string, postId: string): Promise<void> {
    if (!(await this.moderation.remove(postId))) throw ApiException.notFound('Post waiting for review');
    this.log.write('moderation.remove', { userId: moderatorId, postId, outcome: 'removed' });
  }
}
