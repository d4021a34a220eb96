import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import {
  COMMUNITY_LIMITS,
  endpoints,
  FOOD_PHOTO_UPLOAD,
  type CommunityFeedQuery,
  type CommunityPost,
  type CommunityStats,
  type CreateCommunityPostRequest,
  type LikeResult,
} from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import type { HttpReply } from '../../common/http-reply';
import { PhotoQuota } from '../../common/photo-quota';
import { reencodeUpload, sendJpeg, SHARED_PHOTO_CACHE } from '../../common/photos';
import { setPageHeaders } from '../../common/paging';
import { RateLimitsRepository } from '../../common/rate-limits.repository';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { FoodEntriesService } from '../nutrition/food-entries.service';
import { UsersService } from '../users/users.service';
import { CommunityPostsRepository } from './community-posts.repository';
import { ModerationRepository } from './moderation.repository';

const HOUR_SECONDS = 3600;
/** The stat cards may be a minute old: counting members on every visit would scan a table per request. */
const STATS_FRESH_MS = 60_000;

/** The photo stays in memory, bounded; the text fields are few and short. */
const IMAGE_UPLOAD = FileInterceptor(FOOD_PHOTO_UPLOAD.field, {
  limits: {
    fileSize: COMMUNITY_LIMITS.imageMaxBytes,
    files: 1,
    fields: 4,
    fieldSize: COMMUNITY_LIMITS.postChars * 4,
    parts: 6,
  },
});

@Controller()
@UseGuards(SignedInGuard)
export class CommunityPostsController {
  private stats: { at: number; value: CommunityStats } | null = null;

  constructor(
    @Inject(CommunityPostsRepository) private readonly posts: CommunityPostsRepository,
    @Inject(FoodEntriesService) private readonly foodEntries: FoodEntriesService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(PhotoQuota) private readonly photoQuota: PhotoQuota,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ModerationRepository) private readonly moderation: ModerationRepository,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  @Get(endpoints.listCommunityPosts.path)
  async feed(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.listCommunityPosts.query)) q: CommunityFeedQuery,
    @Res({ passthrough: true }) res: { header(name: string, value: string): unknown },
  ): Promise<CommunityPost[]> {
    const page = await this.posts.feed(user.id, q);
    setPageHeaders(res, endpoints.listCommunityPosts.path, page, q.limit, 'before');
    return page.items;
  }

  /** Multipart (content, optional image, optional foodEntryId) or JSON without a photo. */
  @Post(endpoints.createCommunityPost.path)
  @HttpCode(201)
  @UseInterceptors(IMAGE_UPLOAD)
  async create(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createCommunityPost.body)) body: CreateCommunityPostRequest,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<CommunityPost> {
    const limit = this.config.limits.postsPerUserPerHour;
    await this.counters.enforce(
      `community-posts:${user.id}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have shared ${limit} posts in the last hour. Please wait ${wait} before posting again.`,
    );
    const meal = body.foodEntryId ? await this.foodEntries.findOwned(user.id, body.foodEntryId) : null;
    if (body.foodEntryId && !meal) throw ApiException.notFound('Food entry');
    if (file) await this.photoQuota.ensureRoom(user.id);
    const photo = file ? await reencodeUpload(file.buffer, COMMUNITY_LIMITS.imageMaxBytes) : undefined;
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
    const id = await this.posts.create(user.id, { content: body.content, foodEntry }, photo);
    return (await this.posts.findVisible(user.id, id))!;
  }

  @Delete(endpoints.deleteCommunityPost.path)
  @HttpCode(204)
  async remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteCommunityPost.params)) p: { id: string },
  ): Promise<void> {
    // A post hidden from this user (they reported it, or reports hid it) is a 404 like an unknown one:
    // a 403 would tell them it is still there. decisions.md: 403 where they can see it but may not change it.
    const author = await this.posts.visibleAuthorOf(user.id, p.id);
    if (!author) throw ApiException.notFound('Post');
    if (author !== user.id) throw new ApiException(403, 'Only the author can delete this post.', 'FORBIDDEN');
    if (!(await this.posts.delete(user.id, p.id))) throw ApiException.notFound('Post');
  }

  @Post(endpoints.likeCommunityPost.path)
  @HttpCode(200)
  async like(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.likeCommunityPost.params)) p: { id: string },
  ): Promise<LikeResult> {
    const r = await this.posts.toggleLike(user.id, p.id);
    if (!r) throw ApiException.notFound('Post');
    return r;
  }

  @Post(endpoints.reportCommunityPost.path)
  @HttpCode(200)
  async report(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.reportCommunityPost.params)) p: { id: string },
  ): Promise<{ reported: true }> {
    const r = await this.posts.report(user.id, p.id);
    if (r === 'not-found') throw ApiException.notFound('Post');
    if (r === 'own') throw ApiException.badRequest('You cannot report your own post.');
    return { reported: true };
  }

  @Get(endpoints.communityImage.path)
  async image(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.communityImage.params)) p: { id: string },
    @Res() res: HttpReply,
  ): Promise<void> {
    let jpeg = await this.posts.image(user.id, p.id);
    // A moderator reviewing a post hidden from everyone sees its photo too.
    if (!jpeg && (await this.users.roleOf(user.id)) === 'moderator') jpeg = await this.moderation.image(p.id);
    if (!jpeg) throw ApiException.notFound('Image');
    // Signed-in members only (decisions.md): no shared cache may keep it.
    sendJpeg(res, jpeg, SHARED_PHOTO_CACHE);
  }

  @Get(endpoints.communityStats.path)
  async communityStats(): Promise<CommunityStats> {
    if (!this.stats || Date.now() - this.stats.at > STATS_FRESH_MS)
      this.stats = { at: Date.now(), value: await this.posts.stats() };
    return this.stats.value;
  }
}
