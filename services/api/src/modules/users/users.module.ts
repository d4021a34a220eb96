import { Module } from '@nestjs/common';
import { ProfileImagesController } from './profile-images.controller';
import { UserProfileController } from './user-profile.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  controllers: [UserProfileController, ProfileImagesController],
  providers: [UsersRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule {}
