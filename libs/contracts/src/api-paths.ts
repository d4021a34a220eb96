/**
 * Every API path by call name, apart from the schemas, so browser code that only calls the API
 * bundles no zod. `endpoints` (validation and OpenAPI) takes its paths from here.
 */
export const API_PATHS = {
  health: '/api/health',
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',
  currentUser: '/api/auth/user',
  login: '/api/auth/login',
  signup: '/api/auth/signup',
  logout: '/api/auth/logout',
  listFoodEntries: '/api/food-entries',
  createFoodEntry: '/api/food-entries',
  updateFoodEntry: '/api/food-entries/:id',
  deleteFoodEntry: '/api/food-entries/:id',
  searchFoods: '/api/foods/search',
  foodPhoto: '/api/food-photos/:id',
  streak: '/api/streak',
  nutritionHistory: '/api/nutrition-history',
  getNutritionPersonality: '/api/nutrition-personality',
  saveNutritionPersonality: '/api/nutrition-personality',
  listExerciseEntries: '/api/exercise-entries',
  createExerciseEntry: '/api/exercise-entries',
  updateExerciseEntry: '/api/exercise-entries/:id',
  deleteExerciseEntry: '/api/exercise-entries/:id',
  stretchBreaks: '/api/stretch-breaks',
  getStretchReminders: '/api/stretch-reminders',
  saveStretchReminders: '/api/stretch-reminders',
  getNutritionGoals: '/api/nutrition-goals',
  createNutritionGoals: '/api/nutrition-goals',
  updateNutritionGoals: '/api/nutrition-goals',
  changePin: '/api/auth/change-pin',
  signOutEverywhere: '/api/auth/sign-out-everywhere',
  exportAccount: '/api/account/export',
  deleteAccount: '/api/account',
  uploadProfileImage: '/api/upload-profile-image',
  profileImage: '/api/profile-images/:id',
  getUserProfile: '/api/user-profile',
  updateUserProfile: '/api/user-profile',
  listErgonomicStretches: '/api/ergonomic-stretches',
  analyzeFood: '/api/analyze-food',
  lookupBarcode: '/api/lookup-barcode',
  analyzeFoodVoice: '/api/analyze-food-voice',
  analyzeExercise: '/api/analyze-exercise',
  analysisJob: '/api/analysis-jobs/:id',
  listCommunityPosts: '/api/community-posts',
  createCommunityPost: '/api/community-posts',
  deleteCommunityPost: '/api/community-posts/:id',
  likeCommunityPost: '/api/community-posts/:id/like',
  reportCommunityPost: '/api/community-posts/:id/report',
  listComments: '/api/community-posts/:id/comments',
  createComment: '/api/community-posts/:id/comments',
  deleteComment: '/api/community-posts/:id/comments/:commentId',
  communityImage: '/api/community-images/:id',
  communityStats: '/api/community-stats',
  listPostsForReview: '/api/moderation/posts',
  restorePost: '/api/moderation/posts/:id/restore',
  removePost: '/api/moderation/posts/:id',
  listHealthIntegrations: '/api/health-integrations',
  connectHealthIntegration: '/api/health-integrations/:platform/connect',
  disconnectHealthIntegration: '/api/health-integrations/:platform/disconnect',
  syncHealthIntegration: '/api/health-integrations/:platform/sync',
  exportHealthIntegration: '/api/health-integrations/:platform/export',
  reportClientError: '/api/client-errors',
} as const;

/** RTK Query cache tags, shared so a remote's mutation refreshes another remote's query. */
export const API_TAGS = [
  'User',
  'FoodEntry',
  'NutritionGoals',
  'UserProfile',
  'ExerciseEntry',
  'StretchReminders',
  'CommunityPost',
  'HealthIntegration',
  'NutritionPersonality',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

/** The session cookie the API sets; the gateway serves the landing page to visitors without one. */
export const SESSION_COOKIE = 'chairside.sid';

/** Lists without a date are pages (common.ts's PageQuery): the next page's cursor comes in `cursorHeader`. */
export const LIST_PAGE = { defaultLimit: 50, maxLimit: 200, cursorHeader: 'X-Next-Cursor' } as const;
