import { z } from 'zod';
import { ApiError } from './common';
import { LoginRequest, LoginResponse, LogoutResponse, SignupRequest, User } from './auth';
import { CreateFoodEntryRequest, FoodEntriesQuery, FoodEntry, FoodEntryList } from './food-entries';
import { NutritionGoals, NutritionGoalsResponse } from './nutrition-goals';
import { UpdateUserProfileRequest, UserProfile } from './user-profile';
import { ErgonomicStretch, StretchCategory } from './exercise';

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
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export { ApiError };

/** RTK Query cache tags, shared so a remote's mutation refreshes another remote's query. */
export const API_TAGS = ['User', 'FoodEntry', 'NutritionGoals', 'UserProfile', 'ExerciseEntry', 'CommunityPost', 'HealthIntegration', 'NutritionPersonality'] as const;
export type ApiTag = (typeof API_TAGS)[number];
