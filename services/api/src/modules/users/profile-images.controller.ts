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
import type { HttpReply } from '../../common/http-reply';
import { sendJpeg, SHARED_PHOTO_CACHE } from '../../common/photos';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { UsersService } from './users.service';

const IMAGE_UPLOAD = FileInterceptor(PROFILE_IMAGE_UPLOAD.field, {
  limits: { fileSize: PROFILE_IMAGE_UPLOAD.maxBytes, files: 1, fields: 0, parts: 1 },
});

@Controller()
@UseGuards(SignedInGuard)
export class ProfileImagesController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  /** Answers `imageUrl`; the profile uses it at once (the avatar updates without a second call). */
  @Post(endpoints.uploadProfileImage.path)
  @HttpCode(201)
  @UseInterceptors(IMAGE_UPLOAD)
  async upload(
    @CurrentUser() user: SessionUser,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<{ imageUrl: string }> {
    const id = await this.users.uploadProfileImage(user.id, file?.buffer);
    return { imageUrl: API_PATHS.profileImage.replace(':id', id) };
  }

  @Get(endpoints.profileImage.path)
  async image(@Param(zod(endpoints.profileImage.params)) p: { id: string }, @Res() res: HttpReply): Promise<void> {
    const jpeg = await this.users.profileImage(p.id);
    // Members see each other's avatars; a new photo gets a new id, so a cached one never goes stale.
    sendJpeg(res, jpeg, SHARED_PHOTO_CACHE);
  }
}
