import {
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import { API_PATHS, endpoints, PROFILE_IMAGE_UPLOAD } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import type { HttpReply } from '../../common/http-reply';
import { reencodeUpload, sendJpeg, SHARED_PHOTO_CACHE } from '../../common/photos';
import { RateLimitsRepository } from '../../common/rate-limits.repository';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { UsersService } from './users.service';

const IMAGE_UPLOAD = FileInterceptor(PROFILE_IMAGE_UPLOAD.field, {
  limits: { fileSize: PROFILE_IMAGE_UPLOAD.maxBytes, files: 1, fields: 0, parts: 1 },
});
/** A person changes their photo a few times; a script re-encoding images all day is refused. */
const UPLOADS_PER_HOUR = 30;

@Controller()
@UseGuards(SignedInGuard)
export class ProfileImagesController {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
  ) {}

  /** spec 7: answers `imageUrl`; the profile uses it at once (the avatar updates without a second call). */
  @Post(endpoints.uploadProfileImage.path)
  @HttpCode(201)
  @UseInterceptors(IMAGE_UPLOAD)
  async upload(
    @CurrentUser() user: SessionUser,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<{ imageUrl: string }> {
    if (!file) throw ApiException.badRequest('image: choose a photo to upload');
    await this.counters.enforce(
      `profile-images:${user.id}`,
      UPLOADS_PER_HOUR,
      3600,
      (wait) => `You have changed your photo ${UPLOADS_PER_HOUR} times in the last hour. Please wait ${wait}.`,
    );
    const photo = await reencodeUpload(file.buffer, PROFILE_IMAGE_UPLOAD.maxBytes);
    const id = await this.users.replaceProfileImage(user.id, photo);
    return { imageUrl: API_PATHS.profileImage.replace(':id', id) };
  }

  @Get(endpoints.profileImage.path)
  async image(@Param(zod(endpoints.profileImage.params)) p: { id: string }, @Res() res: HttpReply): Promise<void> {
    const jpeg = await this.users.findProfileImage(p.id);
    if (!jpeg) throw ApiException.notFound('Image');
    // Members see each other's avatars; a new photo gets a new id, so a cached one never goes stale.
    sendJpeg(res, jpeg, SHARED_PHOTO_CACHE);
  }
}
