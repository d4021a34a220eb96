import type { Readable } from 'node:stream';
import type { AccountRecords, ArchivePhoto, HealthExportRow } from './account.repository';
import { csvLines, jsonArrayLines } from './csv';
import { ZipStream } from './zip-stream';

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

const README = `Your Chairside data

Everything Chairside holds about you, as of the date of this download:
- account.json: your account, profile and body data, goals, quiz result and stretch reminders
- food-entries.json / .csv and exercise-entries.json / .csv: your diary
- community-posts.json and community-comments.json: what you shared with the community
- community-likes.json and community-reports.json: the posts you liked and the posts you reported
- health-integrations.json and health-exports/: your Apple Health and Google Fit connections and
  the FHIR R4 bundles and CSV files prepared for them
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
      }),
    );
    await zip.addText('food-entries.json', jsonArrayLines(d.foodEntries));
    await zip.addText('food-entries.csv', csvLines(d.foodEntries, FOOD_COLUMNS));
    await zip.addText('exercise-entries.json', jsonArrayLines(d.exerciseEntries));
    await zip.addText('exercise-entries.csv', csvLines(d.exerciseEntries, EXERCISE_COLUMNS));
    await zip.addText('community-posts.json', jsonArrayLines(d.posts));
    await zip.addText('community-comments.json', jsonArrayLines(d.comments));
    await zip.addText('community-likes.json', jsonArrayLines(d.likes));
    await zip.addText('community-reports.json', jsonArrayLines(d.reports));
    await zip.addText('health-integrations.json', jsonArrayLines(d.healthIntegrations));
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
