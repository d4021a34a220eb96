import { Module } from '@nestjs/common';
import { NutritionModule } from '../nutrition/nutrition.module';
import { UsersModule } from '../users/users.module';
import { CommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';
import { CommunityPostsController } from './community-posts.controller';
import { CommunityPostsRepository } from './community-posts.repository';
import { CommunityPostsService } from './community-posts.service';
import { CommunityStatsCache } from './community-stats';
import { ModerationController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';
import { ModeratorGuard } from './moderator.guard';

@Module({
  imports: [NutritionModule, UsersModule],
  controllers: [CommunityPostsController, CommentsController, ModerationController],
  providers: [
    CommunityPostsService,
    CommentsService,
    ModerationService,
    CommunityStatsCache,
    CommunityPostsRepository,
    CommentsRepository,
    ModerationRepository,
    ModeratorGuard,
  ],
})
export class CommunityModule {}
