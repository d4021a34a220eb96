import { estimateExercise } from '@chairside/analysis';
import { ExerciseAnalysisResult } from '@chairside/contracts';
import { ProviderFailure, TransientError, type JobHandler, type WorkerDeps } from '../handler';
import { chatForJson } from '../providers/chat-completions';

const EXERCISE_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'description', 'duration', 'intensity', 'caloriesBurned'],
  properties: {
    name: { type: 'string' },
    description: { type: 'string' },
    duration: { type: 'number' },
    intensity: { type: 'string', enum: ['low', 'medium', 'high'] },
    caloriesBurned: { type: 'number' },
  },
};

/**
 * The MET estimate always answers; a configured LLM may refine it (activities the table does not
 * know, mixed sessions). A refinement that fails or wanders far from the estimate is dropped.
 */
export function analyzeExerciseHandler({ config }: WorkerDeps): JobHandler<'analyzeExercise'> {
  return {
    name: 'analyzeExercise',
    async handle({ description, weightKg }) {
      const estimate = estimateExercise(description, weightKg);
      if (!config.ai.apiKey) return { ok: true, value: estimate };
      try {
        const refined = await chatForJson(
          config.ai,
          {
            system:
              'You estimate calories burned by exercise using the Compendium of Physical Activities (kcal = MET x kg x hours). ' +
              'Given the user text and a first estimate, answer JSON with name, description (one sentence), duration (minutes), intensity (low, medium or high) and caloriesBurned.',
            user: `Text: ${JSON.stringify(description)}\nWeight: ${weightKg} kg\nFirst estimate: ${JSON.stringify(estimate)}`,
            schemaName: 'exercise_analysis',
            jsonSchema: EXERCISE_JSON_SCHEMA,
          },
          ExerciseAnalysisResult,
        );
        if (!refined.ok) return { ok: true, value: estimate };
        const r = refined.value;
        const plausible =
          r.duration > 0 &&
          r.duration <= 24 * 60 &&
          r.caloriesBurned >= 0 &&
          r.caloriesBurned <= 20 * weightKg * (r.duration / 60);
        return {
          ok: true,
          value: plausible
            ? { ...r, duration: Math.round(r.duration), caloriesBurned: Math.round(r.caloriesBurned) }
            : estimate,
        };
      } catch (e) {
        if (e instanceof TransientError || e instanceof ProviderFailure) return { ok: true, value: estimate };
        throw e;
      }
    },
  };
}
