import type { Readable } from 'node:stream';
import type { AccountRecords, ArchivePhoto, HealthExportRow } from './account.repository';
import { csvLines, jsonArrayLines } from './csv';
import { ZipStream } from './zip-stream';

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

const README = `Your Chairside data

Everything Chairside holds about you, as of the date of this download:
- account.json: your account, profile and body data, goals, quiz result and stretch reminders
- food-entries.json / .csv and exercise-entries.json / .csv: your diary (nutrients in grams, sodium in
  milligrams; an empty value is one that was not known)
- water-entries.json / .csv: each drink of water you logged, in millilitres (your water goal is in
  account.json)
- body-check-ins.json / .csv: your pain check-ins (health data), one a day at most: for each body
  region the trouble you marked (0 none to 10 worst), whether it kept you from normal work, the side
  and numbness or tingling; the CSV has one row per check-in and region
- own-foods.json / .csv: the foods you made, with their values as you typed them (per serving or
  per 100 g, as values_per says)
- recipes.json and recipe-ingredients.csv: your recipes, their servings and ingredients (the values
  of each ingredient are per 100 g of the food)
- weigh-ins.json / .csv: your weigh-ins, one a day, in kilograms, and where each came from (typed,
  or imported from MyFitnessPal or Cronometer)
- saved-meals.json and saved-meal-items.csv: the meals you saved to log again, and their foods
- community-posts.json and community-comments.json: what you shared with the community
- community-likes.json and community-reports.json: the posts you liked and the posts you reported
- health-integrations.json and health-exports/: your Apple Health and Google Fit connections and
  the FHIR R4 bundles and CSV files prepared for them
- imports.json: your imports from MyFitnessPal and Cronometer (when, which files, how many entries and
  weigh-ins each added; what they added is in your diary and weigh-ins). To import a file once only,
  Chairside keeps a fingerprint (a hash) of each row it imported, which holds nothing of the row.
- pin-resets.json: the links to reset your PIN you asked for (when, until when they worked, when used)
- sso-links.json: the work accounts (single sign-on) linked to your account
- passkeys.json: the passkeys you sign in with (their names, when added and last used; no keys)
- photos/: your meal photos, profile photo and the photos of your posts (JPEG)
`;

const FOOD_COLUMNS = [
  'id',
  'created_at',
  'meal_type',
  'food_name',
  'calories',
  'protein',
  'carbs',
  'fat',
  'sugars',
  'fibre',
  'saturated_fat',
  'sodium',
  'analysis_method',
  'image_url',
];
const WATER_COLUMNS = ['id', 'drunk_at', 'amount_ml'];
const BODY_CHECK_IN_COLUMNS = ['date', 'region', 'score', 'kept_from_work', 'side', 'numbness'];
const NUTRIENT_COLUMNS = ['calories', 'protein', 'carbs', 'fat', 'sugars', 'fibre', 'saturated_fat', 'sodium'];
const OWN_FOOD_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'name',
  'brand',
  'serving_name',
  'serving_grams',
  'values_per',
  ...NUTRIENT_COLUMNS,
];
const RECIPE_INGREDIENT_COLUMNS = [
  'recipe_id',
  'recipe',
  'position',
  'food_name',
  'amount',
  'unit',
  'grams_per_unit',
  ...NUTRIENT_COLUMNS,
];
const WEIGH_IN_COLUMNS = ['id', 'date', 'weight_kg', 'source', 'updated_at'];
const SAVED_MEAL_ITEM_COLUMNS = [
  'saved_meal_id',
  'saved_meal',
  'position',
  'food_name',
  'portion_amount',
  'portion_unit',
  ...NUTRIENT_COLUMNS,
  'analysis_method',
];
const EXERCISE_COLUMNS = [
  'id',
  'created_at',
  'exercise_type',
  'name',
  'duration',
  'intensity',
  'calories_burned',
  'description',
];

/**
 * One ZIP of the account, streamed: JSON for machines and CSV for spreadsheets, written a row at a
 * time, then the health exports and the photos as the database yields them a page at a time, so an
 * account of any size costs the memory of a few pages.
 */
export function accountArchive(
  d: AccountRecords,
  healthExports: AsyncIterable<HealthExportRow>,
  photos: AsyncIterable<ArchivePhoto>,
  exportedAt: Date,
): Readable {
  const zip = new ZipStream();
  const write = async () => {
    await zip.addText('README.txt', README);
    await zip.addText(
      'account.json',
      json({
        exportedAt: exportedAt.toISOString(),
        user: d.user,
        profile: d.profile,
        nutritionGoals: d.goals,
        nutritionPersonality: d.personality,
        stretchReminders: d.stretchReminders,
        waterGoal: d.waterGoal,
      }),
    );
    await zip.addText('food-entries.json', jsonArrayLines(d.foodEntries));
    await zip.addText('food-entries.csv', csvLines(d.foodEntries, FOOD_COLUMNS));
    await zip.addText('exercise-entries.json', jsonArrayLines(d.exerciseEntries));
    await zip.addText('exercise-entries.csv', csvLines(d.exerciseEntries, EXERCISE_COLUMNS));
    await zip.addText('water-entries.json', jsonArrayLines(d.waterEntries));
    await zip.addText('water-entries.csv', csvLines(d.waterEntries, WATER_COLUMNS));
    await zip.addText('body-check-ins.json', jsonArrayLines(d.bodyCheckIns));
    await zip.addText('body-check-ins.csv', csvLines(d.bodyCheckInRegions, BODY_CHECK_IN_COLUMNS));
    await zip.addText('own-foods.json', jsonArrayLines(d.ownFoods));
    await zip.addText('own-foods.csv', csvLines(d.ownFoods, OWN_FOOD_COLUMNS));
    await zip.addText('recipes.json', jsonArrayLines(d.recipes));
    await zip.addText('recipe-ingredients.csv', csvLines(d.recipeIngredients, RECIPE_INGREDIENT_COLUMNS));
    await zip.addText('weigh-ins.json', jsonArrayLines(d.weighIns));
    await zip.addText('weigh-ins.csv', csvLines(d.weighIns, WEIGH_IN_COLUMNS));
    await zip.addText('saved-meals.json', jsonArrayLines(d.savedMeals));
    await zip.addText('saved-meal-items.csv', csvLines(d.savedMealItems, SAVED_MEAL_ITEM_COLUMNS));
    await zip.addText('community-posts.json', jsonArrayLines(d.posts));
    await zip.addText('community-comments.json', jsonArrayLines(d.comments));
    await zip.addText('community-likes.json', jsonArrayLines(d.likes));
    await zip.addText('community-reports.json', jsonArrayLines(d.reports));
    await zip.addText('health-integrations.json', jsonArrayLines(d.healthIntegrations));
    await zip.addText('imports.json', jsonArrayLines(d.imports));
    await zip.addText('passkeys.json', jsonArrayLines(d.passkeys));
    await zip.addText('sso-links.json', jsonArrayLines(d.ssoLinks));
    await zip.addText('pin-resets.json', jsonArrayLines(d.pinResets));
    for await (const e of healthExports) {
      const stamp = e.created_at.toISOString().replace(/[:.]/g, '-');
      await zip.addText(`health-exports/${e.platform}-${stamp}.fhir.json`, json(e.fhir_bundle));
      await zip.addText(`health-exports/${e.platform}-${stamp}.csv`, e.csv);
    }
    for await (const p of photos) await zip.addStored(`photos/${p.folder}/${p.name}.jpg`, p.jpeg);
    zip.end();
  };
  // A failure mid-way (the database gone, the download closed) ends the stream with an error: the
  // browser sees a failed download, never a ZIP that looks whole.
  write().catch((e: Error) => zip.fail(e));
  return zip.readable;
}
