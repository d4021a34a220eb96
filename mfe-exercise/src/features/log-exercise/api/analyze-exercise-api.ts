import { baseApi, runQueuedAnalysis } from '@chairside/api-client';
import { API_PATHS, type ExerciseAnalysisResult } from '@chairside/contracts/web';

/** POST /api/analyze-exercise; like the food analyses it may answer 202 and is then polled. */
const analyzeExerciseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    analyzeExercise: build.mutation<ExerciseAnalysisResult, { description: string }>({
      queryFn: (body, api, _extra, baseQuery) =>
        runQueuedAnalysis<ExerciseAnalysisResult>(baseQuery, API_PATHS.analyzeExercise, body, api.signal),
    }),
  }),
});

export const { useAnalyzeExerciseMutation } = analyzeExerciseApi;
