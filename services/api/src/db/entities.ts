import { RateLimitEntity } from '../common/rate-limit.entity';
import { LoginAttemptEntity } from '../modules/auth/login-attempt.entity';
import { LoginDeviceEntity } from '../modules/auth/login-device.entity';
import { SessionEntity } from '../modules/auth/session.entity';
import { CommunityImageEntity } from '../modules/community/community-image.entity';
import { CommunityPostEntity } from '../modules/community/community-post.entity';
import { PostCommentEntity, PostLikeEntity, PostReportEntity } from '../modules/community/post-reaction.entities';
import { ErgonomicStretchEntity } from '../modules/exercise/ergonomic-stretch.entity';
import { ExerciseEntryEntity } from '../modules/exercise/exercise-entry.entity';
import { StretchRemindersEntity } from '../modules/exercise/stretch-reminders.entity';
import { HealthExportEntity } from '../modules/health-integrations/health-export.entity';
import { HealthIntegrationEntity } from '../modules/health-integrations/health-integration.entity';
import { ImportedRowEntity, ImportEntity } from '../modules/imports/import.entities';
import { FoodEntryEntity } from '../modules/nutrition/food-entry.entity';
import { DeletedFoodEntryEntity } from '../modules/nutrition/deleted-food-entry.entity';
import { FoodPhotoEntity } from '../modules/nutrition/food-photo.entity';
import { NutritionGoalsEntity } from '../modules/nutrition/nutrition-goals.entity';
import { NutritionPersonalityEntity } from '../modules/nutrition/nutrition-personality.entity';
import { PasskeyEntity } from '../modules/passkeys/passkey.entity';
import { BrandedFoodSearchEntity } from '../modules/branded-foods/branded-food-search.entity';
import { SavedMealEntity, SavedMealItemEntity } from '../modules/nutrition/saved-meal.entities';
import { OwnFoodEntity } from '../modules/nutrition/own-food.entity';
import { RecipeEntity, RecipeIngredientEntity } from '../modules/nutrition/recipe.entities';
import { PinResetEntity } from '../modules/pin-reset/pin-reset.entity';
import { SsoLinkEntity } from '../modules/sso/sso-link.entity';
import { WaterEntryEntity } from '../modules/water/water-entry.entity';
import { BodyCheckInEntity } from '../modules/body/body-check-in.entity';
import { WaterGoalEntity } from '../modules/water/water-goal.entity';
import { ProfileImageEntity } from '../modules/users/profile-image.entity';
import { ProfileEntity } from '../modules/users/profile.entity';
import { UserEntity } from '../modules/users/user.entity';
import { WeighInEntity } from '../modules/users/weigh-in.entity';

/** Every table the migrations make has its entity here (test/schema.spec.ts checks both ways). */
export const entities = [
  UserEntity,
  ProfileEntity,
  ProfileImageEntity,
  WeighInEntity,
  NutritionGoalsEntity,
  NutritionPersonalityEntity,
  FoodEntryEntity,
  FoodPhotoEntity,
  DeletedFoodEntryEntity,
  SavedMealEntity,
  SavedMealItemEntity,
  OwnFoodEntity,
  RecipeEntity,
  RecipeIngredientEntity,
  ExerciseEntryEntity,
  ErgonomicStretchEntity,
  StretchRemindersEntity,
  CommunityPostEntity,
  CommunityImageEntity,
  PostLikeEntity,
  PostCommentEntity,
  PostReportEntity,
  HealthIntegrationEntity,
  HealthExportEntity,
  ImportEntity,
  ImportedRowEntity,
  LoginAttemptEntity,
  LoginDeviceEntity,
  SessionEntity,
  PasskeyEntity,
  PinResetEntity,
  RateLimitEntity,
  BrandedFoodSearchEntity,
  SsoLinkEntity,
  WaterEntryEntity,
  WaterGoalEntity,
  BodyCheckInEntity,
];
