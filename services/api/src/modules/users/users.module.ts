import { Module } from '@nestjs/common';
import { ProfileImagesController } from './profile-images.controller';
import { UserProfileController } from './user-profile.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { WeighInsController } from './weigh-ins.controller';
import { WeighInsRepository } from './weigh-ins.repository';
import { WeighInsService } from './weigh-ins.service';

@Module({
  controllers: [UserProfileController, ProfileImagesController, WeighInsController],
  providers: [UsersRepository, UsersService, WeighInsRepository, WeighInsService],
  // Weigh-ins live beside the profile, whose current weight follows the latest one; the expenditure
  // estimate and imports reach them through WeighInsService.
  exports: [UsersService, WeighInsService],
})
export class UsersModule {}
