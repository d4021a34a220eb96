import type { ExerciseRow, FoodRow } from './export-rows';

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
/** Macronutrients have no single LOINC intake code; a Chairside code system names them plainly. */
const CHAIRSIDE = 'https://chairside.app/fhir/CodeSystem/nutrition-intake';
const CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

const kcal = (value: number) => ({ value: Math.round(value), unit: 'kcal', system: UCUM, code: 'kcal' });
const grams = (value: number) => ({ value: Math.round(value * 10) / 10, unit: 'g', system: UCUM, code: 'g' });
const macro = (code: string, display: string, value: number) => ({
  code: { coding: [{ system: CHAIRSIDE, code, display }], text: display },
  valueQuantity: grams(value),
});

/**
 * A FHIR R4 `collection` Bundle: one Observation per food entry (calorie intake with protein, carbs,
 * fat and, when known, sugars as components) and one per exercise entry (calories burned, duration as a component).
 */
export function buildFhirBundle(userId: string, food: readonly FoodRow[], exercise: readonly ExerciseRow[], at: Date) {
  const subject = { reference: `Patient/${userId}` };
  const foodObservations = food.map((f) => ({
    resourceType: 'Observation',
    id: `food-${f.id}`,
    status: 'final',
    category: [{ text: 'Nutrition intake' }],
    code: {
      coding: [{ system: LOINC, code: '9052-2', display: 'Calorie intake total' }],
      text: `${f.foodName} (${f.mealType})`,
    },
    subject,
    effectiveDateTime: f.createdAt.toISOString(),
    valueQuantity: kcal(f.calories),
    component: [
      macro('protein', 'Protein intake', f.protein),
      macro('carbohydrate', 'Carbohydrate intake', f.carbs),
      macro('fat', 'Fat intake', f.fat),
      ...(f.sugars === null ? [] : [macro('sugars', 'Sugars intake', f.sugars)]),
    ],
  }));
  const exerciseObservations = exercise.map((e) => ({
    resourceType: 'Observation',
    id: `exercise-${e.id}`,
    status: 'final',
    category: [{ coding: [{ system: CATEGORY, code: 'activity', display: 'Activity' }] }],
    code: { coding: [{ system: LOINC, code: '41981-2', display: 'Calories burned' }], text: e.name },
    subject,
    effectiveDateTime: e.createdAt.toISOString(),
    valueQuantity: kcal(e.caloriesBurned),
    component: [
      {
        code: { coding: [{ system: LOINC, code: '55411-3', display: 'Exercise duration' }], text: 'Exercise duration' },
        valueQuantity: { value: e.duration, unit: 'min', system: UCUM, code: 'min' },
      },
    ],
  }));
  const entries = [...foodObservations, ...exerciseObservations];
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: at.toISOString(),
    total: entries.length,
    entry: entries.map((resource) => ({
      fullUrl: `urn:uuid:${resource.id.replace(/^(food|exercise)-/, '')}`,
      resource,
    })),
  };
}
