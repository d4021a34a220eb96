import { strToU8, zipSync, type Zippable } from 'fflate';
import type { AccountData } from './account.repository';
import { toCsv } from './csv';

const json = (v: unknown) => strToU8(`${JSON.stringify(v, null, 2)}\n`);

const README = `Your Chairside data

Everything Chairside holds about you, as of the date of this download:
- account.json: your account, profile and body data, goals, quiz result and stretch reminders
- food-entries.json / .csv and exercise-entries.json / .csv: your diary
- community-posts.json and community-comments.json: what you shared with the community
- health-integrations.json and health-exports/: your Apple Health and Google Fit connections and
  the FHIR R4 bundles and CSV files prepared for them
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
  'analysis_method',
  'image_url',
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

/** One ZIP of the account: JSON for machines, CSV for spreadsheets, photos as JPEG files. */
export function accountArchive(d: AccountData, exportedAt: Date): Uint8Array {
  const files: Zippable = {
    'README.txt': strToU8(README),
    'account.json': json({
      exportedAt: exportedAt.toISOString(),
      user: d.user,
      profile: d.profile,
      nutritionGoals: d.goals,
      nutritionPersonality: d.personality,
      stretchReminders: d.stretchReminders,
    }),
    'food-entries.json': json(d.foodEntries),
    'food-entries.csv': strToU8(toCsv(d.foodEntries, FOOD_COLUMNS)),
    'exercise-entries.json': json(d.exerciseEntries),
    'exercise-entries.csv': strToU8(toCsv(d.exerciseEntries, EXERCISE_COLUMNS)),
    'community-posts.json': json(d.posts),
    'community-comments.json': json(d.comments),
    'health-integrations.json': json(d.healthIntegrations),
  };
  for (const e of d.healthExports) {
    const stamp = (e.created_at as Date).toISOString().replace(/[:.]/g, '-');
    files[`health-exports/${e.platform}-${stamp}.fhir.json`] = json(e.fhir_bundle);
    files[`health-exports/${e.platform}-${stamp}.csv`] = strToU8(String(e.csv));
  }
  // JPEGs are compressed already: stored as they are.
  for (const p of d.foodPhotos) files[`photos/meals/${p.id}.jpg`] = [p.jpeg, { level: 0 }];
  for (const p of d.profileImages) files[`photos/profile/${p.id}.jpg`] = [p.jpeg, { level: 0 }];
  for (const p of d.postImages) files[`photos/posts/${p.post_id}.jpg`] = [p.jpeg, { level: 0 }];
  return zipSync(files, { level: 6 });
}
