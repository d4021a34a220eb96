import { Body, Controller, Get, Inject, Put, UseGuards } from '@nestjs/common';
import { endpoints, type UpdateUserProfileRequest, type UserProfile } from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { toUserProfile } from './user.mapper';
import { UsersService } from './users.service';

@Controller()
@UseGuards(SignedInGuard)
export class UserProfileController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @Get(endpoints.getUserProfile.path)
  async get(@CurrentUser() user: SessionUser): Promise<UserProfile> {
    return toUserProfile(await this.users.findProfile(user.id));
  }

  @Put(endpoints.updateUserProfile.path)
  async update(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.updateUserProfile.body)) body: UpdateUserProfileRequest,
  ): Promise<UserProfile> {
    return toUserProfile(await this.users.changeProfile(user.id, body));
  }
}
