import { Inject, Injectable } from '@nestjs/common';
import {
  COMMUNITY_LIMITS,
  type CommunityFeedQuery,
  type CommunityPost,
  type CommunityStats,
  type CreateCommunityPostRequest,
  type LikeResult,
} from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import type { Page } from '../../common/paging';
import { PhotoQuota } from '../../common/photo-quota';
import { reencodeUpload } from '../../common/photos';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { FoodEntriesService } from '../nutrition/food-entries.service';
import { UsersService } from '../users/users.service';
import { CommunityPostsRepository } from './community-posts.repository';
import { CommunityStatsCache } from './community-stats';
import { ModerationRepository } from './moderation.repository';

/** Posts: sharing (limited per hour, an own meal, a photo within the quota), deleting one's own, likes, reports. */
@Injectable()
export class CommunityPostsService {
  constructor(
    @Inject(CommunityPostsRepository) private readonly posts: CommunityPostsRepository,
    @Inject(ModerationRepository) private readonly moderation: ModerationRepository,
    @Inject(CommunityStatsCache) private readonly statsCache: CommunityStatsCache,
    @Inject(FoodEntriesService) private readonly foodEntries: FoodEntriesService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(PhotoQuota) private readonly photoQuota: PhotoQuota,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  feed(userId: string, q: CommunityFeedQuery): Promise<Page<CommunityPost>> {
    return this.posts.feed(userId, q);
  }

  async create(userId: string, body: CreateCommunityPostRequest, upload: Buffer | undefined): Promise<CommunityPost> {
    const limit = this.config.limits.postsPerUserPerHour;
    await this.counters.enforce(
      `community-posts:${userId}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have shared ${limit} posts in the last hour. Please wait ${wait} before posting again.`,
    );
    const meal = body.foodEntryId ? await this.foodEntries.findOwned(userId, body.foodEntryId) : null;
    if (body.foodEntryId && !meal) throw ApiException.notFound('Food entry');
    if (upload) await this.photoQuota.ensureRoom(userId);
    const photo = upload ? await reencodeUpload(upload, COMMUNITY_LIMITS.imageMaxBytes) : undefined;
    const foodEntry = meal
      ? {
          foodName: meal.foodName,
          mealType: meal.mealType,
          calories: meal.calories,
          protein: meal.protein,
          carbs: meal.carbs,
          fat: meal.fat,
        }
      : null;
    const id = await this.posts.create(userId, { content: body.content, foodEntry }, photo);
    await this.statsCache.forget();
    return (await this.posts.findVisible(userId, id))!;
  }

  async remove(userId: string, postId: string): Promise<void> {
    // A post hidden from this user (they reported it, or reports hid it) is a 404 like an unknown one:
    // a 403 would tell them it is still there. decisions.md: 403 where they can see it but may not change it.
    const author = await this.posts.visibleAuthorOf(userId, postId);
    if (!author) throw ApiException.notFound('Post');
    if (author !== userId) throw new ApiException(403, 'Only the author can delete this post.', 'FORBIDDEN');
    if (!(await this.posts.delete(userId, postId))) throw ApiException.notFound('Post');
    await this.statsCache.forget();
  }

  async toggleLike(userId: string, postId: string): Promise<LikeResult> {
    const r = await this.posts.toggleLike(userId, postId);
    if (!r) throw ApiException.notFound('Post');
    return r;
  }

  async report(userId: string, postId: string): Promise<void> {
    const r = await this.posts.report(userId, postId);
    if (r === 'not-found') throw ApiException.notFound('Post');
    if (r === 'own') throw ApiException.badRequest('You cannot report your own post.');
  }

  async image(userId: string, postId: string): Promise<Buffer> {
    let jpeg = await this.posts.image(userId, postId);
    // A moderator reviewing a post hidden from everyone sees its photo too.
    if (!jpeg && (await this.users.roleOf(userId)) === 'moderator') jpeg = await this.moderation.image(postId);
    if (!jpeg) throw ApiException.notFound('Image');
    return jpeg;
  }

  stats(): Promise<CommunityStats> {
    return this.statsCache.get();
  }
}
