import type { ExerciseAnalysisResult } from '@chairside/contracts';

/** TODO(helper): MET-based estimate; see the brief. */
export function estimateExercise(_description: string, _weightKg: number): ExerciseAnalysisResult {
  throw new Error('not implemented');
}
