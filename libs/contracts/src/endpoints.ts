import { z } from 'zod';
import { API_PATHS } from './api-paths';
import { ApiError } from './common';
import { ClientErrorRequest } from './client-errors';
import {
  ChangePinRequest,
  DeleteAccountRequest,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  SignupRequest,
  SuccessResponse,
  User,
} from './auth';
import {
  CompletePinResetRequest,
  LinkSsoRequest,
  Passkey,
  PasskeyLoginRequest,
  PasskeyOptions,
  PasskeyParams,
  PasskeyRegistrationOptionsRequest,
  PendingSsoLink,
  RegisterPasskeyRequest,
  RequestPinResetRequest,
  SetPinSignInRequest,
  SignInMethods,
  SignInOptions,
} from './sign-in-methods';
import {
  CreateFoodEntryRequest,
  FoodEntriesQuery,
  FoodEntry,
  FoodEntryList,
  FoodEntryParams,
  FoodPhotoParams,
  FoodSearchQuery,
  FoodSearchResult,
  UpdateFoodEntryRequest,
  NutritionDay,
  NutritionHistoryQuery,
  Streak,
  StreakQuery,
} from './food-entries';
import {
  NutritionPersonalityResponse,
  SavedNutritionPersonality,
  SaveNutritionPersonalityRequest,
} from './nutrition-personality';
import { NutritionGoals, NutritionGoalsResponse } from './nutrition-goals';
import { ProfileImageParams, UpdateUserProfileRequest, UploadProfileImageResponse, UserProfile } from './user-profile';
import {
  CreateExerciseEntryRequest,
  ErgonomicStretch,
  ExerciseEntriesQuery,
  ExerciseEntry,
  ExerciseEntryParams,
  StretchBreaksQuery,
  StretchBreakWeek,
  StretchCategory,
  StretchReminders,
  UpdateExerciseEntryRequest,
} from './exercise';
import {
  AnalysisJobStatus,
  AnalyzeExerciseRequest,
  AnalyzeFoodRequest,
  AnalyzeFoodVoiceRequest,
  ExerciseAnalysisResult,
  FoodAnalysisResult,
  LookupBarcodeRequest,
} from './analysis';
import {
  HealthExportQuery,
  HealthIntegration,
  HealthPlatformParams,
  HealthSyncRequest,
  HealthSyncResponse,
} from './health-integrations';
import { AnalysisJobId } from './queue';
import {
  Comment,
  CommentParams,
  CommunityFeedQuery,
  CommunityImageParams,
  CommunityPost,
  CommunityPostParams,
  CommunityStats,
  PostForReview,
  RestorePostResult,
  CreateCommentRequest,
  CreateCommunityPostRequest,
  LikeResult,
  ReportResult,
} from './community';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Express-style path, e.g. '/api/community-posts/:id' (from API_PATHS). */
  path: string;
  summary: string;
  auth: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /** Status of a successful answer. */
  status?: number;
  /** Runs as a queued job: may answer 202 with AnalysisPending when it outlives the API's wait. */
  queued?: true;
}

const endpoint = <E extends Endpoint>(e: E) => e;

export const HealthReport = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({
    database: z.object({ ok: z.boolean(), message: z.string().optional() }),
    redis: z.object({ ok: z.boolean(), message: z.string().optional() }),
    worker: z.object({ ok: z.boolean(), lastBeatAt: z.string().nullable(), message: z.string().optional() }),
  }),
});
export type HealthReport = z.infer<typeof HealthReport>;

/** Liveness: the process answers; nothing behind it is asked (a restart would not bring a database back). */
export const HealthLive = z.object({ status: z.literal('ok') });
export type HealthLive = z.infer<typeof HealthLive>;

/**
 * Readiness: what this instance needs to serve (PostgreSQL, Redis), not the worker. 'draining' from
 * the moment the instance was asked to stop, so balancers take it out before it closes its listener.
 */
export const HealthReadiness = z.object({
  status: z.enum(['ok', 'unavailable', 'draining']),
  checks: z
    .object({
      database: z.object({ ok: z.boolean(), message: z.string().optional() }),
      redis: z.object({ ok: z.boolean(), message: z.string().optional() }),
    })
    .optional(),
});
export type HealthReadiness = z.infer<typeof HealthReadiness>;

/**
 * Every call of the API: the server validates with these schemas and generates its OpenAPI
 * document from them; the client takes its paths from here.
 */
export const endpoints = {
  health: endpoint({
    method: 'GET',
    path: API_PATHS.health,
    summary: 'Database, Redis and worker status',
    auth: false,
    response: HealthReport,
  }),
  healthLive: endpoint({
    method: 'GET',
    path: API_PATHS.healthLive,
    summary: 'The process answers (liveness and startup probe)',
    auth: false,
    response: HealthLive,
  }),
  healthReady: endpoint({
    method: 'GET',
    path: API_PATHS.healthReady,
    summary: 'PostgreSQL and Redis answer and the instance is not draining (readiness probe; 503 otherwise)',
    auth: false,
    response: HealthReadiness,
  }),
  currentUser: endpoint({
    method: 'GET',
    path: API_PATHS.currentUser,
    summary: 'The signed-in user',
    auth: true,
    response: User,
  }),
  login: endpoint({
    method: 'POST',
    path: API_PATHS.login,
    summary: 'Sign in with username and PIN',
    auth: false,
    body: LoginRequest,
    response: LoginResponse,
  }),
  signup: endpoint({
    method: 'POST',
    path: API_PATHS.signup,
    summary: 'Create an account and sign in',
    auth: false,
    body: SignupRequest,
    response: LoginResponse,
    status: 201,
  }),
  logout: endpoint({
    method: 'POST',
    path: API_PATHS.logout,
    summary: 'End the session',
    auth: false,
    response: LogoutResponse,
  }),
  signInOptions: endpoint({
    method: 'GET',
    path: API_PATHS.signInOptions,
    summary: 'What the sign-in screen offers besides the PIN (passkeys, single sign-on, a forgotten PIN)',
    auth: false,
    response: SignInOptions,
  }),
  signInMethods: endpoint({
    method: 'GET',
    path: API_PATHS.signInMethods,
    summary: "The member's passkeys, linked work accounts and whether PIN sign-in is on",
    auth: true,
    response: SignInMethods,
  }),
  setPinSignIn: endpoint({
    method: 'PUT',
    path: API_PATHS.setPinSignIn,
    summary:
      'Turn PIN sign-in on or off, with the PIN again (wrong PIN: 403); off only while the member has a passkey (409 otherwise)',
    auth: true,
    body: SetPinSignInRequest,
    response: SignInMethods,
  }),
  passkeyRegistrationOptions: endpoint({
    method: 'POST',
    path: API_PATHS.passkeyRegistrationOptions,
    summary:
      'A single-use challenge to create a passkey (WebAuthn creation options, JSON), with the PIN again (wrong PIN: 403)',
    auth: true,
    body: PasskeyRegistrationOptionsRequest,
    response: PasskeyOptions,
  }),
  registerPasskey: endpoint({
    method: 'POST',
    path: API_PATHS.registerPasskey,
    summary: "Keep a new passkey under the member's name for it",
    auth: true,
    body: RegisterPasskeyRequest,
    response: Passkey,
    status: 201,
  }),
  deletePasskey: endpoint({
    method: 'DELETE',
    path: API_PATHS.deletePasskey,
    summary: 'Remove a passkey (not the last one while PIN sign-in is off: 409)',
    auth: true,
    params: PasskeyParams,
    response: z.null(),
    status: 204,
  }),
  passkeyLoginOptions: endpoint({
    method: 'POST',
    path: API_PATHS.passkeyLoginOptions,
    summary: 'A single-use challenge to sign in with a discoverable passkey (WebAuthn request options, JSON)',
    auth: false,
    response: PasskeyOptions,
  }),
  passkeyLogin: endpoint({
    method: 'POST',
    path: API_PATHS.passkeyLogin,
    summary: 'Sign in with a passkey (also completes a pending work-account link)',
    auth: false,
    body: PasskeyLoginRequest,
    response: LoginResponse,
  }),
  ssoStart: endpoint({
    method: 'GET',
    path: API_PATHS.ssoStart,
    summary: "Redirect to the dental group's OpenID provider (authorisation code with PKCE); 404 when not configured",
    auth: false,
    response: z.null(),
    status: 302,
  }),
  ssoCallback: endpoint({
    method: 'GET',
    path: API_PATHS.ssoCallback,
    summary: "The OpenID provider's answer; redirects to the app, to /login?sso=link, or to /login?sso_error=<code>",
    auth: false,
    response: z.null(),
    status: 302,
  }),
  pendingSsoLink: endpoint({
    method: 'GET',
    path: API_PATHS.pendingSsoLink,
    summary: 'The work account waiting to be linked to an existing member (404 when none)',
    auth: false,
    response: PendingSsoLink,
  }),
  linkSso: endpoint({
    method: 'POST',
    path: API_PATHS.linkSso,
    summary: "Link the pending work account with the existing member's PIN, and sign in",
    auth: false,
    body: LinkSsoRequest,
    response: LoginResponse,
  }),
  requestPinReset: endpoint({
    method: 'POST',
    path: API_PATHS.requestPinReset,
    summary: 'E-mail a single-use link to set a new PIN; the same answer whether or not the account exists',
    auth: false,
    body: RequestPinResetRequest,
    response: SuccessResponse,
    status: 202,
  }),
  completePinReset: endpoint({
    method: 'POST',
    path: API_PATHS.completePinReset,
    summary: "Set a new PIN with a reset link's token: every session ends and the account's lock clears",
    auth: false,
    body: CompletePinResetRequest,
    response: SuccessResponse,
  }),
  listFoodEntries: endpoint({
    method: 'GET',
    path: API_PATHS.listFoodEntries,
    summary: "The user's food entries of one day (in tz), or all",
    auth: true,
    query: FoodEntriesQuery,
    response: FoodEntryList,
  }),
  createFoodEntry: endpoint({
    method: 'POST',
    path: API_PATHS.createFoodEntry,
    summary: 'Log a food entry (JSON, or multipart with an optional photo in the field `image`, at most 5 MB)',
    auth: true,
    body: CreateFoodEntryRequest,
    response: FoodEntry,
    status: 201,
  }),
  updateFoodEntry: endpoint({
    method: 'PATCH',
    path: API_PATHS.updateFoodEntry,
    summary: "Correct one of the user's food entries (404 for anyone else's)",
    auth: true,
    params: FoodEntryParams,
    body: UpdateFoodEntryRequest,
    response: FoodEntry,
  }),
  deleteFoodEntry: endpoint({
    method: 'DELETE',
    path: API_PATHS.deleteFoodEntry,
    summary: "Delete one of the user's food entries and its photo (404 for anyone else's)",
    auth: true,
    params: FoodEntryParams,
    response: z.null(),
    status: 204,
  }),
  restoreFoodEntry: endpoint({
    method: 'POST',
    path: API_PATHS.restoreFoodEntry,
    summary:
      "Undo: bring back one of the user's entries deleted in the last DELETED_ENTRY_RESTORE_SECONDS, with its photo (404 otherwise)",
    auth: true,
    params: FoodEntryParams,
    response: FoodEntry,
  }),
  searchFoods: endpoint({
    method: 'GET',
    path: API_PATHS.searchFoods,
    summary: "Foods by name, best match first: the user's recent and scanned foods and the USDA reference table",
    auth: true,
    query: FoodSearchQuery,
    response: z.array(FoodSearchResult),
  }),
  foodPhoto: endpoint({
    method: 'GET',
    path: API_PATHS.foodPhoto,
    summary: 'A saved food photo (JPEG), to its owner only',
    auth: true,
    params: FoodPhotoParams,
    response: z.unknown(),
  }),
  streak: endpoint({
    method: 'GET',
    path: API_PATHS.streak,
    summary: 'Consecutive days with a food entry, up to today in tz',
    auth: true,
    query: StreakQuery,
    response: Streak,
  }),
  nutritionHistory: endpoint({
    method: 'GET',
    path: API_PATHS.nutritionHistory,
    summary: 'Calories and macros per day for the last 7 or 30 days (in tz)',
    auth: true,
    query: NutritionHistoryQuery,
    response: z.array(NutritionDay),
  }),
  getNutritionPersonality: endpoint({
    method: 'GET',
    path: API_PATHS.getNutritionPersonality,
    summary: "The user's quiz result, or null",
    auth: true,
    response: NutritionPersonalityResponse,
  }),
  saveNutritionPersonality: endpoint({
    method: 'POST',
    path: API_PATHS.saveNutritionPersonality,
    summary: 'Save the quiz result',
    auth: true,
    body: SaveNutritionPersonalityRequest,
    response: SavedNutritionPersonality,
  }),
  listExerciseEntries: endpoint({
    method: 'GET',
    path: API_PATHS.listExerciseEntries,
    summary: "The user's exercise entries of one day (in tz), or all",
    auth: true,
    query: ExerciseEntriesQuery,
    response: z.array(ExerciseEntry),
  }),
  createExerciseEntry: endpoint({
    method: 'POST',
    path: API_PATHS.createExerciseEntry,
    summary: 'Log an exercise or a stretch session',
    auth: true,
    body: CreateExerciseEntryRequest,
    response: ExerciseEntry,
    status: 201,
  }),
  updateExerciseEntry: endpoint({
    method: 'PATCH',
    path: API_PATHS.updateExerciseEntry,
    summary: "Correct one of the user's exercise entries (404 for anyone else's)",
    auth: true,
    params: ExerciseEntryParams,
    body: UpdateExerciseEntryRequest,
    response: ExerciseEntry,
  }),
  deleteExerciseEntry: endpoint({
    method: 'DELETE',
    path: API_PATHS.deleteExerciseEntry,
    summary: "Delete one of the user's exercise entries (404 for anyone else's)",
    auth: true,
    params: ExerciseEntryParams,
    response: z.null(),
    status: 204,
  }),
  stretchBreaks: endpoint({
    method: 'GET',
    path: API_PATHS.stretchBreaks,
    summary: "This week's stretch breaks per day (Monday to Sunday in tz) and the areas they covered",
    auth: true,
    query: StretchBreaksQuery,
    response: StretchBreakWeek,
  }),
  getStretchReminders: endpoint({
    method: 'GET',
    path: API_PATHS.getStretchReminders,
    summary: 'The clinic-day stretch reminders (the defaults, switched off, until saved)',
    auth: true,
    response: StretchReminders,
  }),
  saveStretchReminders: endpoint({
    method: 'PUT',
    path: API_PATHS.saveStretchReminders,
    summary: 'Save clinic days, hours, cadence and the areas to favour',
    auth: true,
    body: StretchReminders,
    response: StretchReminders,
  }),
  getNutritionGoals: endpoint({
    method: 'GET',
    path: API_PATHS.getNutritionGoals,
    summary: "The user's goals, or null",
    auth: true,
    response: NutritionGoalsResponse,
  }),
  createNutritionGoals: endpoint({
    method: 'POST',
    path: API_PATHS.createNutritionGoals,
    summary: 'Set goals for the first time',
    auth: true,
    body: NutritionGoals,
    response: NutritionGoals,
    status: 201,
  }),
  updateNutritionGoals: endpoint({
    method: 'PUT',
    path: API_PATHS.updateNutritionGoals,
    summary: 'Change goals',
    auth: true,
    body: NutritionGoals,
    response: NutritionGoals,
  }),
  changePin: endpoint({
    method: 'POST',
    path: API_PATHS.changePin,
    summary: 'Change the PIN (the current one first); every other session of the user ends',
    auth: true,
    body: ChangePinRequest,
    response: SuccessResponse,
  }),
  signOutEverywhere: endpoint({
    method: 'POST',
    path: API_PATHS.signOutEverywhere,
    summary: 'End every session of the user, this one included',
    auth: true,
    response: SuccessResponse,
  }),
  exportAccount: endpoint({
    method: 'GET',
    path: API_PATHS.exportAccount,
    summary: 'Everything Chairside holds about the user, as a ZIP of JSON and CSV files with their photos',
    auth: true,
    response: z.unknown(),
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: API_PATHS.deleteAccount,
    summary: 'Delete the account and everything of it (asks for the PIN); the session ends',
    auth: true,
    body: DeleteAccountRequest,
    response: z.null(),
    status: 204,
  }),
  uploadProfileImage: endpoint({
    method: 'POST',
    path: API_PATHS.uploadProfileImage,
    summary: 'Upload a profile photo (multipart `image`, at most 5 MB; re-encoded without EXIF/GPS)',
    auth: true,
    response: UploadProfileImageResponse,
    status: 201,
  }),
  profileImage: endpoint({
    method: 'GET',
    path: API_PATHS.profileImage,
    summary: 'A profile photo (JPEG), to signed-in users',
    auth: true,
    params: ProfileImageParams,
    response: z.unknown(),
  }),
  getUserProfile: endpoint({
    method: 'GET',
    path: API_PATHS.getUserProfile,
    summary: "The user's body data and profile",
    auth: true,
    response: UserProfile,
  }),
  updateUserProfile: endpoint({
    method: 'PUT',
    path: API_PATHS.updateUserProfile,
    summary: 'Change body data or profile',
    auth: true,
    body: UpdateUserProfileRequest,
    response: UserProfile,
  }),
  listErgonomicStretches: endpoint({
    method: 'GET',
    path: API_PATHS.listErgonomicStretches,
    summary: 'The 25 ergonomic stretches, optionally of one category',
    auth: true,
    query: z.object({ category: StretchCategory.optional() }),
    response: z.array(ErgonomicStretch),
  }),
  analyzeFood: endpoint({
    method: 'POST',
    path: API_PATHS.analyzeFood,
    summary: 'Estimate the nutrition of a food photo (data URL, at most 8 MB); 202 with a job id when it takes long',
    auth: true,
    body: AnalyzeFoodRequest,
    response: FoodAnalysisResult,
    queued: true,
  }),
  lookupBarcode: endpoint({
    method: 'POST',
    path: API_PATHS.lookupBarcode,
    summary: "Look up an EAN/UPC product: the member's own food for the code, else Open Food Facts",
    auth: true,
    body: LookupBarcodeRequest,
    response: FoodAnalysisResult,
    queued: true,
  }),
  analyzeFoodVoice: endpoint({
    method: 'POST',
    path: API_PATHS.analyzeFoodVoice,
    summary: 'Nutrition of a named food and amount (USDA reference table)',
    auth: true,
    body: AnalyzeFoodVoiceRequest,
    response: FoodAnalysisResult,
    queued: true,
  }),
  analyzeExercise: endpoint({
    method: 'POST',
    path: API_PATHS.analyzeExercise,
    summary: 'Estimate an exercise described in words (MET-based)',
    auth: true,
    body: AnalyzeExerciseRequest,
    response: ExerciseAnalysisResult,
    queued: true,
  }),
  analysisJob: endpoint({
    method: 'GET',
    path: API_PATHS.analysisJob,
    summary: 'The state and result of an analysis that answered 202',
    auth: true,
    params: z.object({ id: AnalysisJobId }),
    response: AnalysisJobStatus,
  }),
  listCommunityPosts: endpoint({
    method: 'GET',
    path: API_PATHS.listCommunityPosts,
    summary: 'The community feed, newest first, a page at a time (before, limit; next page in X-Next-Cursor)',
    auth: true,
    query: CommunityFeedQuery,
    response: z.array(CommunityPost),
  }),
  createCommunityPost: endpoint({
    method: 'POST',
    path: API_PATHS.createCommunityPost,
    summary: 'Share a message (multipart: content, optional image at most 5 MB, optional foodEntryId)',
    auth: true,
    body: CreateCommunityPostRequest,
    response: CommunityPost,
    status: 201,
  }),
  deleteCommunityPost: endpoint({
    method: 'DELETE',
    path: API_PATHS.deleteCommunityPost,
    summary: 'Delete a post with its likes, comments and image (author only: 403 for others, 404 if hidden from you)',
    auth: true,
    params: CommunityPostParams,
    response: z.null(),
    status: 204,
  }),
  likeCommunityPost: endpoint({
    method: 'POST',
    path: API_PATHS.likeCommunityPost,
    summary: 'Like a post, or take the like back (one like per user and post)',
    auth: true,
    params: CommunityPostParams,
    response: LikeResult,
  }),
  reportCommunityPost: endpoint({
    method: 'POST',
    path: API_PATHS.reportCommunityPost,
    summary:
      "Report a post: gone from the reporter's feed; hidden from everyone but its author after 3 reports from established members",
    auth: true,
    params: CommunityPostParams,
    response: ReportResult,
  }),
  listComments: endpoint({
    method: 'GET',
    path: API_PATHS.listComments,
    summary: "A post's comments, oldest first",
    auth: true,
    params: CommunityPostParams,
    response: z.array(Comment),
  }),
  createComment: endpoint({
    method: 'POST',
    path: API_PATHS.createComment,
    summary: 'Comment on a post',
    auth: true,
    params: CommunityPostParams,
    body: CreateCommentRequest,
    response: Comment,
    status: 201,
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: API_PATHS.deleteComment,
    summary: "Delete one of your comments (403 for anyone else's)",
    auth: true,
    params: CommentParams,
    response: z.null(),
    status: 204,
  }),
  communityImage: endpoint({
    method: 'GET',
    path: API_PATHS.communityImage,
    summary: "A post's photo (JPEG), to signed-in users",
    auth: true,
    params: CommunityImageParams,
    response: z.unknown(),
  }),
  communityStats: endpoint({
    method: 'GET',
    path: API_PATHS.communityStats,
    summary: 'Members, posts this week and meals shared today (UTC), at most a minute old',
    auth: true,
    response: CommunityStats,
  }),
  listPostsForReview: endpoint({
    method: 'GET',
    path: API_PATHS.listPostsForReview,
    summary: 'Moderators: the posts hidden from everyone by reports, newest first (at most 50); 403 for others',
    auth: true,
    response: z.array(PostForReview),
  }),
  restorePost: endpoint({
    method: 'POST',
    path: API_PATHS.restorePost,
    summary:
      'Moderators: show a hidden post to everyone again (its reports stop counting; reporters still do not see it)',
    auth: true,
    params: CommunityPostParams,
    response: RestorePostResult,
  }),
  removePost: endpoint({
    method: 'DELETE',
    path: API_PATHS.removePost,
    summary: 'Moderators: delete a hidden post with its likes, comments and image (404 unless it is hidden)',
    auth: true,
    params: CommunityPostParams,
    response: z.null(),
    status: 204,
  }),
  listHealthIntegrations: endpoint({
    method: 'GET',
    path: API_PATHS.listHealthIntegrations,
    summary: 'Apple Health and Google Fit: connected, last sync',
    auth: true,
    response: z.array(HealthIntegration),
  }),
  connectHealthIntegration: endpoint({
    method: 'POST',
    path: API_PATHS.connectHealthIntegration,
    summary: "Record the user's consent to sync with a platform",
    auth: true,
    params: HealthPlatformParams,
    response: HealthIntegration,
  }),
  disconnectHealthIntegration: endpoint({
    method: 'POST',
    path: API_PATHS.disconnectHealthIntegration,
    summary: 'Stop syncing with a platform',
    auth: true,
    params: HealthPlatformParams,
    response: HealthIntegration,
  }),
  syncHealthIntegration: endpoint({
    method: 'POST',
    path: API_PATHS.syncHealthIntegration,
    summary: 'Export the entries since the last sync (FHIR R4 bundle and CSV)',
    auth: true,
    params: HealthPlatformParams,
    body: HealthSyncRequest,
    response: HealthSyncResponse,
    queued: true,
  }),
  exportHealthIntegration: endpoint({
    method: 'GET',
    path: API_PATHS.exportHealthIntegration,
    summary: 'Download the latest sync export (format=fhir or csv)',
    auth: true,
    params: HealthPlatformParams,
    query: HealthExportQuery,
    response: z.unknown(),
  }),
  reportClientError: endpoint({
    method: 'POST',
    path: API_PATHS.reportClientError,
    summary: 'Report what went wrong in the browser (a remote the shell refused to run); logged, not stored',
    auth: false,
    body: ClientErrorRequest,
    response: z.null(),
    status: 204,
  }),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export { ApiError };
