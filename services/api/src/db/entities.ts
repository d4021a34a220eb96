import { LoginAttemptEntity } from '../modules/auth/login-attempt.entity';
import { CommunityPostEntity } from '../modules/community/community-post.entity';
import { PostCommentEntity } from '../modules/community/post-comment.entity';
import { PostLikeEntity } from '../modules/community/post-like.entity';
import { ErgonomicStretchEntity } from '../modules/exercise/ergonomic-stretch.entity';
import { ExerciseEntryEntity } from '../modules/exercise/exercise-entry.entity';
import { HealthExportEntity } from '../modules/health-integrations/health-export.entity';
import { HealthIntegrationEntity } from '../modules/health-integrations/health-integration.entity';
import { FoodEntryEntity } from '../modules/nutrition/food-entry.entity';
import { FoodPhotoEntity } from '../modules/nutrition/food-photo.entity';
import { NutritionGoalsEntity } from '../modules/nutrition/nutrition-goals.entity';
import { NutritionPersonalityEntity } from '../modules/nutrition/nutrition-personality.entity';
import { ProfileEntity } from '../modules/users/profile.entity';
import { UserEntity } from '../modules/users/user.entity';

export const entities = [
  UserEntity,
  ProfileEntity,
  NutritionGoalsEntity,
  NutritionPersonalityEntity,
  FoodEntryEntity,
  FoodPhotoEntity,
  ExerciseEntryEntity,
  ErgonomicStretchEntity,
  CommunityPostEntity,
  PostLikeEntity,
  PostCommentEntity,
  HealthIntegrationEntity,
  HealthExportEntity,
  LoginAttemptEntity,
];
