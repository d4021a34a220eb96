import type { ExerciseEntry } from '@chairside/contracts/web';
import { Box, Button, List, ListItem, relativeTimeText, tUi, Typography, useLocale, useUiT } from '@chairside/ui';

/** What an entry did, in whole kcal, and when: '30 min · 343 kcal burned · 2 hours ago'. */
const exerciseSummary = (e: ExerciseEntry, locale: string) =>
  tUi('{{minutes}} min · {{kcal}} kcal burned · {{when}}', {
    minutes: e.duration,
    kcal: Math.round(e.caloriesBurned),
    when: relativeTimeText(e.createdAt, locale),
  });

/** Logged exercise entries, each with its Edit and Delete (named for the entry, for screen readers). */
export function ExerciseEntryList({
  entries,
  label,
  onEdit,
  onDelete,
}: {
  entries: readonly ExerciseEntry[];
  /** The list's accessible name. */
  label: string;
  onEdit: (e: ExerciseEntry) => void;
  onDelete: (e: ExerciseEntry) => void;
}) {
  const t = useUiT();
  const locale = useLocale();
  return (
    <List dense disablePadding aria-label={label}>
      {entries.map((e) => (
        <ListItem key={e.id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{e.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {exerciseSummary(e, locale)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <Button size="small" aria-label={t('Edit {{name}}', { name: e.name })} onClick={() => onEdit(e)}>
              {t('Edit')}
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={t('Delete {{name}}', { name: e.name })}
              onClick={() => onDelete(e)}
            >
              {t('Delete')}
            </Button>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
