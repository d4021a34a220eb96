import { Module } from '@nestjs/common';
import { NutritionModule } from '../nutrition/nutrition.module';
import { CommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommunityPostsController } from './community-posts.controller';
import { CommunityPostsRepository } from './community-posts.repository';

@Module({
  imports: [NutritionModule],
  controllers: [CommunityPostsController, CommentsController],
  providers: [CommunityPostsRepository, CommentsRepository],
})
export class CommunityModule {}
