import {
  STRETCH_AREA_LABELS,
  STRETCH_CATEGORIES,
  stretchSessionMinutes,
  type ErgonomicStretch,
} from '@chairside/contracts/web';
import { Box, Button, Chip, CircularProgress, Stack, Typography } from '@chairside/ui';
import type { Dispatch } from 'react';
import { StretchesNotLoaded, useErgonomicStretches } from '../../../entities/stretch';
import { sessionTotals, type SessionStretch, type WizardAction, type WizardState } from '../model/wizard';

const toSession = (s: ErgonomicStretch): SessionStretch => ({
  id: s.id,
  name: s.name,
  seconds: s.duration,
  caloriesBurned: s.caloriesBurned,
});

function StretchRow({ stretch, done, onToggle }: { stretch: ErgonomicStretch; done: boolean; onToggle: () => void }) {
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
        <Typography sx={{ fontWeight: 600 }}>{stretch.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {`${stretch.duration} s · ${Math.round(stretch.caloriesBurned)} kcal`}
        </Typography>
        {/* The how-to stays folded so 25 stretches fit a phone; the stretches page has the full card. */}
        <Box
          component="details"
          sx={{
            mt: 0.5,
            '& > summary': { cursor: 'pointer', color: 'primary.main', typography: 'body2', fontWeight: 600 },
          }}
        >
          <Box component="summary">How to</Box>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {stretch.instructions}
          </Typography>
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        {done ? <Chip label="Done" color="success" size="small" /> : null}
        <Button
          size="small"
          variant={done ? 'text' : 'outlined'}
          aria-label={`${done ? 'Undo' : 'Complete'} ${stretch.name}`}
          onClick={onToggle}
        >
          {done ? 'Undo' : 'Complete'}
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
  const { data: stretches = [], isLoading, isError, refetch } = useErgonomicStretches();
  const done = new Set(state.stretches.map((s) => s.id));
  const totals = sessionTotals(state.stretches);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Do a stretch, then mark it complete. Save the session when you are done.
      </Typography>
      {isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label="Loading stretches" />
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
                {STRETCH_AREA_LABELS[area]}
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
        <Box role="status" aria-live="polite" aria-label="Stretch session">
          <Typography sx={{ fontWeight: 600 }}>
            {totals.count === 0
              ? 'No stretches completed yet'
              : `${totals.count} ${totals.count === 1 ? 'stretch' : 'stretches'} · ${stretchSessionMinutes(totals.seconds)} min · ${totals.caloriesBurned} kcal`}
          </Typography>
          {totals.count > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {state.stretches.map((s) => s.name).join(', ')}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Button variant="contained" disabled={totals.count === 0 || saving} onClick={onSave}>
            {saving ? 'Saving...' : 'Save Stretch Session'}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
