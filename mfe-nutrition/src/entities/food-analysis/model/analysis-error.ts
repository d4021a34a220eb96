import { ERROR_CODES, FoodAnalysisResult } from '@chairside/contracts';

/**
 * decisions.md: without an AI key the photo analysis answers 503 AI_KEY_NOT_CONFIGURED with an
 * estimate the user can still correct and save. Returns that estimate, or null for other errors.
 */
export function analysisEstimate(error: unknown): FoodAnalysisResult | null {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : undefined;
  if (!data || typeof data !== 'object' || (data as { code?: unknown }).code !== ERROR_CODES.aiKeyNotConfigured)
    return null;
  const parsed = FoodAnalysisResult.safeParse((data as { estimate?: unknown }).estimate);
  return parsed.success ? parsed.data : null;
}
