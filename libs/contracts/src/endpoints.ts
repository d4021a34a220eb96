import { z } from 'zod';
import { ApiError } from './common';
import { LoginRequest, LoginResponse, LogoutResponse, SignupRequest, User } from './auth';
import { CreateFoodEntryRequest, FoodEntriesQuery, FoodEntry, FoodEntryList } from './food-entries';
import { NutritionGoals, NutritionGoalsResponse } from './nutrition-goals';
import { UpdateUserProfileRequest, UserProfile } from './user-profile';
import { ErgonomicStretch, StretchCategory } from './exercise';
import { AnalysisJobStatus, AnalyzeExerciseRequest, AnalyzeFoodRequest, AnalyzeFoodVoiceRequest, ExerciseAnalysisResult, FoodAnalysisResult, LookupBarcodeRequest } from './analysis';
import { HealthExportQuery, HealthIntegration, HealthPlatformParams, HealthSyncResponse } from './health-integrations';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Express-style path, e.g. '/api/community-posts/:id'. */
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

/**
 * Every call of the API: the server validates with these schemas and generates its OpenAPI
 * document from them; the client takes its paths from here.
 */
export const endpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', summary: 'Database, Redis and worker status', auth: false, response: HealthReport }),
  currentUser: endpoint({ method: 'GET', path: '/api/auth/user', summary: 'The signed-in user', auth: true, response: User }),
  login: endpoint({ method: 'POST', path: '/api/auth/login', summary: 'Sign in with username and PIN', auth: false, body: LoginRequest, response: LoginResponse }),
  signup: endpoint({ method: 'POST', path: '/api/auth/signup', summary: 'Create an account and sign in', auth: false, body: SignupRequest, response: LoginResponse, status: 201 }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', summary: 'End the session', auth: false, response: LogoutResponse }),
  listFoodEntries: endpoint({ method: 'GET', path: '/api/food-entries', summary: "The user's food entries of one day (in tz), or all", auth: true, query: FoodEntriesQuery, response: FoodEntryList }),
  createFoodEntry: endpoint({ method: 'POST', path: '/api/food-entries', summary: 'Log a food entry', auth: true, body: CreateFoodEntryRequest, response: FoodEntry, status: 201 }),
  getNutritionGoals: endpoint({ method: 'GET', path: '/api/nutrition-goals', summary: "The user's goals, or null", auth: true, response: NutritionGoalsResponse }),
  createNutritionGoals: endpoint({ method: 'POST', path: '/api/nutrition-goals', summary: 'Set goals for the first time', auth: true, body: NutritionGoals, response: NutritionGoals, status: 201 }),
  updateNutritionGoals: endpoint({ method: 'PUT', path: '/api/nutrition-goals', summary: 'Change goals', auth: true, body: NutritionGoals, response: NutritionGoals }),
  getUserProfile: endpoint({ method: 'GET', path: '/api/user-profile', summary: "The user's body data and profile", auth: true, response: UserProfile }),
  updateUserProfile: endpoint({ method: 'PUT', path: '/api/user-profile', summary: 'Change body data or profile', auth: true, body: UpdateUserProfileRequest, response: UserProfile }),
  listErgonomicStretches: endpoint({ method: 'GET', path: '/api/ergonomic-stretches', summary: 'The 25 ergonomic stretches, optionally of one category', auth: true, query: z.object({ category: StretchCategory.optional() }), response: z.array(ErgonomicStretch) }),
  analyzeFood: endpoint({ method: 'POST', path: '/api/analyze-food', summary: 'Estimate the nutrition of a food photo (data URL, at most 8 MB); 202 with a job id when it takes long', auth: true, body: AnalyzeFoodRequest, response: FoodAnalysisResult, queued: true }),
  lookupBarcode: endpoint({ method: 'POST', path: '/api/lookup-barcode', summary: 'Look up an EAN/UPC product in Open Food Facts', auth: true, body: LookupBarcodeRequest, response: FoodAnalysisResult, queued: true }),
  analyzeFoodVoice: endpoint({ method: 'POST', path: '/api/analyze-food-voice', summary: 'Nutrition of a named food and amount (USDA reference table)', auth: true, body: AnalyzeFoodVoiceRequest, response: FoodAnalysisResult, queued: true }),
  analyzeExercise: endpoint({ method: 'POST', path: '/api/analyze-exercise', summary: 'Estimate an exercise described in words (MET-based)', auth: true, body: AnalyzeExerciseRequest, response: ExerciseAnalysisResult, queued: true }),
  analysisJob: endpoint({ method: 'GET', path: '/api/analysis-jobs/:id', summary: 'The state and result of an analysis that answered 202', auth: true, params: z.object({ id: z.string().min(1).max(200) }), response: AnalysisJobStatus }),
  listHealthIntegrations: endpoint({ method: 'GET', path: '/api/health-integrations', summary: 'Apple Health and Google Fit: connected, last sync', auth: true, response: z.array(HealthIntegration) }),
  connectHealthIntegration: endpoint({ method: 'POST', path: '/api/health-integrations/:platform/connect', summary: "Record the user's consent to sync with a platform", auth: true, params: HealthPlatformParams, response: HealthIntegration }),
  disconnectHealthIntegration: endpoint({ method: 'POST', path: '/api/health-integrations/:platform/disconnect', summary: 'Stop syncing with a platform', auth: true, params: HealthPlatformParams, response: HealthIntegration }),
  syncHealthIntegration: endpoint({ method: 'POST', path: '/api/health-integrations/:platform/sync', summary: 'Export the entries since the last sync (FHIR R4 bundle and CSV)', auth: true, params: HealthPlatformParams, response: HealthSyncResponse, queued: true }),
  exportHealthIntegration: endpoint({ method: 'GET', path: '/api/health-integrations/:platform/export', summary: 'Download the latest sync export (format=fhir or csv)', auth: true, params: HealthPlatformParams, query: HealthExportQuery, response: z.unknown() }),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export { ApiError };

/** RTK Query cache tags, shared so a remote's mutation refreshes another remote's query. */
export const API_TAGS = ['User', 'FoodEntry', 'NutritionGoals', 'UserProfile', 'ExerciseEntry', 'CommunityPost', 'HealthIntegration', 'NutritionPersonality'] as const;
export type ApiTag = (typeof API_TAGS)[number];
