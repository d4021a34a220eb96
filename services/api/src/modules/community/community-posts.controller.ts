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
import type { HttpReply } from '../../common/http-reply';
import { sendJpeg, SHARED_PHOTO_CACHE } from '../../common/photos';
import { setPageHeaders } from '../../common/paging';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { CommunityPostsService } from './community-posts.service';

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
  constructor(@Inject(CommunityPostsService) private readonly posts: CommunityPostsService) {}

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
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createCommunityPost.body)) body: CreateCommunityPostRequest,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<CommunityPost> {
    return this.posts.create(user.id, body, file?.buffer);
  }

  @Delete(endpoints.deleteCommunityPost.path)
  @HttpCode(204)
  remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteCommunityPost.params)) p: { id: string },
  ): Promise<void> {
    return this.posts.remove(user.id, p.id);
  }

  @Post(endpoints.likeCommunityPost.path)
  @HttpCode(200)
  like(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.likeCommunityPost.params)) p: { id: string },
  ): Promise<LikeResult> {
    return this.posts.toggleLike(user.id, p.id);
  }

  @Post(endpoints.reportCommunityPost.path)
  @HttpCode(200)
  async report(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.reportCommunityPost.params)) p: { id: string },
  ): Promise<{ reported: true }> {
    await this.posts.report(user.id, p.id);
    return { reported: true };
  }

  @Get(endpoints.communityImage.path)
  async image(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.communityImage.params)) p: { id: string },
    @Res() res: HttpReply,
  ): Promise<void> {
    const jpeg = await this.posts.image(user.id, p.id);
    // Signed-in members only (decisions.md): no shared cache may keep it.
    sendJpeg(res, jpeg, SHARED_PHOTO_CACHE);
  }

  @Get(endpoints.communityStats.path)
  communityStats(): Promise<CommunityStats> {
    return this.posts.stats();
  }
}
