import { relativeTime, type ExerciseEntry } from '@chairside/contracts/web';
import { Box, Button, List, ListItem, Typography } from '@chairside/ui';

/** What an entry did, in whole kcal: '30 min · 343 kcal burned'. */
const exerciseSummary = (e: ExerciseEntry) => `${e.duration} min · ${Math.round(e.caloriesBurned)} kcal burned`;

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
  return (
    <List dense disablePadding aria-label={label}>
      {entries.map((e) => (
        <ListItem key={e.id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{e.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${exerciseSummary(e)} · ${relativeTime(e.createdAt)}`}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <Button size="small" aria-label={`Edit ${e.name}`} onClick={() => onEdit(e)}>
              Edit
            </Button>
            <Button size="small" color="error" aria-label={`Delete ${e.name}`} onClick={() => onDelete(e)}>
              Delete
            </Button>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
