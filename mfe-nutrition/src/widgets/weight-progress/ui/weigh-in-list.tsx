import { type BodyUnits, type WeighIn } from '@chairside/contracts/web';
import { Box, Button, List, ListItem, ListItemText, Stack, Typography, useLocale, weightText } from '@chairside/ui';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { dayLocale } from '../../../shared/i18n/locale';

/** Shown before 'Show all': a year of daily weigh-ins is a long list. */
const FIRST = 7;

// English as en-GB writes it, 'Mon, 2 Mar 2026'; other languages in their own order.
const dayInWords = (date: string, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(dayLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The range's weigh-ins, newest first, each with its trend and Edit and Delete. */
export function WeighInList({
  weighIns,
  units,
  onEdit,
  onDelete,
}: {
  weighIns: readonly WeighIn[];
  units: BodyUnits;
  onEdit: (w: WeighIn) => void;
  onDelete: (w: WeighIn) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [all, setAll] = useState(false);
  const newestFirst = [...weighIns].reverse();
  const shown = all ? newestFirst : newestFirst.slice(0, FIRST);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('Weigh-ins')}
      </Typography>
      <List dense aria-label={t('Weigh-ins')}>
        {shown.map((w) => (
          <ListItem
            key={w.id}
            disableGutters
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <Button
                  size="small"
                  aria-label={t('Edit weigh-in of {{day}}', { day: dayInWords(w.date, locale) })}
                  onClick={() => onEdit(w)}
                >
                  {t('Edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={t('Delete weigh-in of {{day}}', { day: dayInWords(w.date, locale) })}
                  onClick={() => onDelete(w)}
                >
                  {t('Delete')}
                </Button>
              </Stack>
            }
            sx={{ pr: 15 }}
          >
            <ListItemText
              primary={`${weightText(w.weightKg, units, locale)} · ${dayInWords(w.date, locale)}`}
              secondary={
                w.source === 'manual'
                  ? t('Trend {{weight}}', { weight: weightText(w.trendKg, units, locale) })
                  : t('Trend {{weight}} · imported from {{app}}', {
                      weight: weightText(w.trendKg, units, locale),
                      app: w.source === 'myfitnesspal' ? 'MyFitnessPal' : 'Cronometer',
                    })
              }
            />
          </ListItem>
        ))}
      </List>
      {newestFirst.length > FIRST ? (
        <Button size="small" onClick={() => setAll(!all)}>
          {all ? t('Show fewer') : t('Show all {{total}}', { total: newestFirst.length })}
        </Button>
      ) : null}
    </Box>
  );
}
