export { useAnalyzeFoodMutation, useLookupBarcodeMutation, useAnalyzeFoodVoiceMutation } from './api/food-analysis-api';
export { analysisEstimate } from './model/analysis-error';
