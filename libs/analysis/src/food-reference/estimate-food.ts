import type { FoodAnalysisResult, VoiceUnit } from '@chairside/contracts';

export interface NamedFoodQuery {
  foodName: string;
  quantity: number;
  unit: VoiceUnit;
}

/** TODO(helper): per-100 g reference values and forgiving matching; see the brief. */
export function estimateNamedFood(_q: NamedFoodQuery): FoodAnalysisResult {
  throw new Error('not implemented');
}
