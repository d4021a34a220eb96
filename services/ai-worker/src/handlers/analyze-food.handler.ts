import { ERROR_CODES } from '@chairside/contracts';
import { ModelFoodAnswer, withinEntryBounds } from '../food-bounds';
import { typicalMealEstimate } from '../food-photo/meal-estimate';
import { prepareFoodImage } from '../food-photo/prepare-image';
import { fail, type JobHandler, type WorkerDeps } from '../handler';
import { AI_PROVIDER, chatForJson } from '../providers/chat-completions';

/** Our words for a model that refused or failed (docs/product.md, "Errors"): its own text goes to the worker's log only. */
const AI_FAILED_MESSAGE = 'Failed to analyze food. Please try again.';
const AI_UNREADABLE_MESSAGE = 'The AI service gave an answer we could not read. Please try again.';

const SYSTEM = [
  'You are a registered dietitian estimating the nutrition of the food in a photo.',
  'Identify the dish and estimate the portion shown. Answer only with JSON:',
  'foodName (short, e.g. "Grilled salmon with rice"), calories (kcal), protein, carbs, fat (grams),',
  'sugars (grams of total sugars, natural and added; part of carbs, so never more than carbs),',
  'confidence (0 to 1: how sure you are of the food and the portion), note (one sentence, or ""),',
  'ingredients (the main visible components). If the photo shows no food, use confidence 0.',
].join(' ');

/** Strict JSON schema for the model: every field required, nothing extra (OpenAI structured outputs). */
const FOOD_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['foodName', 'calories', 'protein', 'carbs', 'fat', 'sugars', 'confidence', 'note', 'ingredients'],
  properties: {
    foodName: { type: 'string' },
    calories: { type: 'number' },
    protein: { type: 'number' },
    carbs: { type: 'number' },
    fat: { type: 'number' },
    sugars: { type: 'number' },
    confidence: { type: 'number' },
    note: { type: 'string' },
    ingredients: { type: 'array', items: { type: 'string' } },
  },
};

export function analyzeFoodHandler({ config }: WorkerDeps): JobHandler<'analyzeFood'> {
  return {
    name: 'analyzeFood',
    async handle({ imageData, mealType }) {
      const image = await prepareFoodImage(imageData);
      if (!image.ok) return image;
      if (!config.ai.apiKey) {
        return fail(
          503,
          ERROR_CODES.aiKeyNotConfigured,
          'AI food analysis is not configured (AI_KEY_NOT_CONFIGURED). Using estimated nutrition data.',
          {
            estimate: typicalMealEstimate(mealType),
          },
        );
      }
      const answer = await chatForJson(
        config.ai,
        {
          system: SYSTEM,
          user: [
            { type: 'text', text: `This is the user's ${mealType}.` },
            {
              type: 'image_url',
              image_url: { url: `data:image/jpeg;base64,${image.jpeg.toString('base64')}`, detail: 'auto' },
            },
          ],
          schemaName: 'food_analysis',
          jsonSchema: FOOD_JSON_SCHEMA,
        },
        ModelFoodAnswer,
      );
      if (!answer.ok) {
        console.error(`ai-worker: analyzeFood: ${AI_PROVIDER} ${answer.reason}: ${answer.detail}`);
        return fail(
          502,
          ERROR_CODES.aiProvider,
          answer.reason === 'rejected' ? AI_FAILED_MESSAGE : AI_UNREADABLE_MESSAGE,
        );
      }
      // A negative, huge or overlong answer is brought within what an entry accepts, so it can be saved.
      return { ok: true, value: withinEntryBounds(answer.value, 'Food from your photo') };
    },
  };
}
