import { type ErgonomicStretch } from '@chairside/contracts/web';
import { STRETCH_CATEGORIES, stretchSessionMinutes } from '@chairside/contracts/web-lazy';
import { Box, Button, Chip, CircularProgress, Stack, Typography } from '@chairside/ui';
import type { Dispatch } from 'react';
import { StretchesNotLoaded, stretchText, useErgonomicStretches } from '../../../entities/stretch';
import { useT } from '../../../shared/i18n';
import { areaLabel } from '../../../shared/i18n/area-label';
import { sessionTotals, type SessionStretch, type WizardAction, type WizardState } from '../model/wizard';

const toSession = (s: ErgonomicStretch): SessionStretch => ({
  id: s.id,
  name: s.name,
  seconds: s.duration,
  caloriesBurned: s.caloriesBurned,
});

function StretchRow({ stretch, done, onToggle }: { stretch: ErgonomicStretch; done: boolean; onToggle: () => void }) {
  const t = useT();
  const name = stretchText(stretch.name);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('{{seconds}} s · {{calories}} kcal', {
            seconds: stretch.duration,
            calories: Math.round(stretch.caloriesBurned),
          })}
        </Typography>
        {/* The how-to stays folded so 25 stretches fit a phone; the stretches page has the full card. */}
        <Box
          component="details"
          sx={{
            mt: 0.5,
            '& > summary': { cursor: 'pointer', color: 'primary.main', typography: 'body2', fontWeight: 600 },
          }}
        >
          <Box component="summary">{t('How to')}</Box>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {stretchText(stretch.instructions)}
          </Typography>
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        {done ? <Chip label={t('Done')} color="success" size="small" /> : null}
        <Button
          size="small"
          variant={done ? 'text' : 'outlined'}
          aria-label={done ? t('Undo {{name}}', { name }) : t('Complete {{name}}', { name })}
          onClick={onToggle}
        >
          {done ? t('Undo') : t('Complete')}
        </Button>
      </Stack>
    </Box>
  );
}

/** Step 5: stretches completed here accumulate into one session, saved as one entry. */
export function StretchSessionStep({
  state,
  dispatch,
  saving,
  onSave,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  saving: boolean;
  onSave: () => void;
}) {
  const t = useT();
  const { data: stretches = [], isLoading, isError, refetch } = useErgonomicStretches();
  const done = new Set(state.stretches.map((s) => s.id));
  const totals = sessionTotals(state.stretches);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t('Do a stretch, then mark it complete. Save the session when you are done.')}
      </Typography>
      {isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label={t('Loading stretches')} />
        </Box>
      ) : isError ? (
        <StretchesNotLoaded onRetry={refetch} />
      ) : (
        STRETCH_CATEGORIES.map((area) => {
          const inArea = stretches.filter((s) => s.category === area);
          if (inArea.length === 0) return null;
          const headingId = `wizard-stretch-area-${area}`;
          return (
            <Box key={area} component="section" aria-labelledby={headingId}>
              <Typography id={headingId} component="h4" variant="subtitle2" color="primary" sx={{ fontWeight: 700 }}>
                {areaLabel(area)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {inArea.map((s) => (
                  <StretchRow
                    key={s.id}
                    stretch={s}
                    done={done.has(s.id)}
                    onToggle={() => dispatch({ kind: 'toggleStretch', stretch: toSession(s) })}
                  />
                ))}
              </Box>
            </Box>
          );
        })
      )}
      {/* Kept in view while the list scrolls under it. */}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          pt: 1.5,
          pb: 0.5,
        }}
      >
        <Box role="status" aria-live="polite" aria-label={t('Stretch session')}>
          <Typography sx={{ fontWeight: 600 }}>
            {totals.count === 0
              ? t('No stretches completed yet')
              : t('{{count}} stretches · {{minutes}} min · {{calories}} kcal', {
                  defaultValue_one: '{{count}} stretch · {{minutes}} min · {{calories}} kcal',
                  count: totals.count,
                  minutes: stretchSessionMinutes(totals.seconds),
                  calories: totals.caloriesBurned,
                })}
          </Typography>
          {totals.count > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {state.stretches.map((s) => stretchText(s.name)).join(t(', '))}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Button variant="contained" disabled={totals.count === 0 || saving} onClick={onSave}>
            {saving ? t('Saving...') : t('Save Stretch Session')}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
