import { baseApi, runQueuedAnalysis } from '@chairside/api-client';
import {
  API_PATHS,
  type AnalyzeFoodRequest,
  type AnalyzeFoodVoiceRequest,
  type FoodAnalysisResult,
  type LookupBarcodeRequest,
} from '@chairside/contracts/web';

/** The three food analyses; each may take the 202 path and is then polled. */
const foodAnalysisApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    analyzeFood: build.mutation<FoodAnalysisResult, AnalyzeFoodRequest>({
      queryFn: (body, api, _extra, baseQuery) =>
        runQueuedAnalysis<FoodAnalysisResult>(baseQuery, API_PATHS.analyzeFood, body, api.signal),
    }),
    lookupBarcode: build.mutation<FoodAnalysisResult, LookupBarcodeRequest>({
      queryFn: (body, api, _extra, baseQuery) =>
        runQueuedAnalysis<FoodAnalysisResult>(baseQuery, API_PATHS.lookupBarcode, body, api.signal),
    }),
    analyzeFoodVoice: build.mutation<FoodAnalysisResult, AnalyzeFoodVoiceRequest>({
      queryFn: (body, api, _extra, baseQuery) =>
        runQueuedAnalysis<FoodAnalysisResult>(baseQuery, API_PATHS.analyzeFoodVoice, body, api.signal),
    }),
  }),
});

export const { useAnalyzeFoodMutation, useLookupBarcodeMutation, useAnalyzeFoodVoiceMutation } = foodAnalysisApi;
