import { Module } from '@nestjs/common';
import { NutritionModule } from '../nutrition/nutrition.module';
import { UsersModule } from '../users/users.module';
import { CommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommunityPostsController } from './community-posts.controller';
import { CommunityPostsRepository } from './community-posts.repository';
import { ModerationController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { ModeratorGuard } from './moderator.guard';

@Module({
  imports: [NutritionModule, UsersModule],
  controllers: [CommunityPostsController, CommentsController, ModerationController],
  providers: [CommunityPostsRepository, CommentsRepository, ModerationRepository, ModeratorGuard],
})
export class CommunityModule {}
