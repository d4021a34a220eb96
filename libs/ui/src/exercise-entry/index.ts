// '@chairside/ui/exercise-entry': a shared entry of its own (tools/webpack/federation.cjs): the
// dashboard loads it with the first Edit or Delete of an exercise entry, so its first load carries
// none of it. Its files import the rest of libs/ui as '@chairside/ui', never by a relative path, so
// they use the one shared copy of the toast and of MUI.
export { ExerciseEntryActions, type ExerciseEntryAction } from './exercise-entry-actions';
export { ExerciseEntryList } from './exercise-entry-list';
