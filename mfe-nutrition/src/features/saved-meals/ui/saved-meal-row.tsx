import type { SavedMeal } from '@chairside/contracts/web';
import { Box, Button, ListItem, Stack, Typography } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { mealSummary } from '../model/meal-totals';

/** One saved meal: Log it into the meal, or rename or delete it (asked once more first). */
export function SavedMealRow({
  meal,
  into,
  busy,
  onLog,
  onRename,
  onDelete,
}: {
  meal: SavedMeal;
  /** The meal it is logged into, for the button's name ('Breakfast'). */
  into: string;
  busy: boolean;
  onLog: () => void;
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const t = useT();
  const [mode, setMode] = useState<'show' | 'rename' | 'delete'>('show');
  const [name, setName] = useState(meal.name);
  const inputId = `rename-${meal.id}`;

  if (mode === 'rename')
    return (
      <ListItem divider disableGutters>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ width: '100%', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim())
              void onRename(name.trim()).then((ok) => {
                if (ok) setMode('show');
              });
          }}
        >
          <TextField
            id={inputId}
            label={t('New name for {{name}}', { name: meal.name })}
            value={name}
            onChange={(e) => setName(e.target.value)}
            size="small"
            autoFocus
            slotProps={{ htmlInput: { maxLength: 80 } }}
            sx={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            {t('Save')}
          </Button>
          <Button onClick={() => setMode('show')}>{t('Cancel')}</Button>
        </Stack>
      </ListItem>
    );

  return (
    <ListItem divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{meal.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('{{summary}}: {{foods}}', {
            summary: mealSummary(meal.items),
            foods: meal.items.map((i) => i.foodName).join(', '),
          })}
        </Typography>
      </Box>
      {mode === 'delete' ? (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">{t('Delete {{name}}?', { name: meal.name })}</Typography>
          <Button size="small" color="error" disabled={busy} onClick={onDelete}>
            {t('Delete')}
          </Button>
          <Button size="small" onClick={() => setMode('show')}>
            {t('Keep')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="contained"
            disabled={busy}
            aria-label={t('Log {{name}} to {{meal}}', { name: meal.name, meal: into })}
            onClick={onLog}
          >
            {t('Log')}
          </Button>
          <Button size="small" aria-label={t('Rename {{name}}', { name: meal.name })} onClick={() => setMode('rename')}>
            {t('Rename')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={t('Delete {{name}}', { name: meal.name })}
            onClick={() => setMode('delete')}
          >
            {t('Delete')}
          </Button>
        </Box>
      )}
    </ListItem>
  );
}
