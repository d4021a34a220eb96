import { type ExerciseTypeName } from '@chairside/contracts/web';
import { EXERCISE_TYPES } from '@chairside/contracts/web-lazy';
import { Box, Button, Stack, Typography } from '@chairside/ui';
import { FormControlLabel, Radio, RadioGroup } from '@chairside/ui/forms';
import { t, useT } from '../../../shared/i18n';
import { exerciseTypeLabel } from '../../../shared/i18n/labels';

/** The hint under each type, in the active language. */
function hint(type: ExerciseTypeName): string {
  switch (type) {
    case 'run':
      return t('A jog or a run: pick the intensity and time, the calories are worked out.');
    case 'weight_lifting':
      return t('Weights or a circuit: pick the intensity and time, the calories are worked out.');
    case 'describe':
      return t('Say what you did in your own words and get an estimate.');
    case 'manual':
      return t('You know the calories: enter them with the time.');
    case 'ergonomic':
      return t('Tick off chairside stretches as you do them.');
  }
}

/** Step 1: one type, then Continue. */
export function TypeStep({
  headingId,
  value,
  onPick,
  onContinue,
}: {
  headingId: string;
  value: ExerciseTypeName | null;
  onPick: (type: ExerciseTypeName) => void;
  onContinue: () => void;
}) {
  const t = useT();
  return (
    <Stack spacing={2}>
      <RadioGroup
        aria-labelledby={headingId}
        name="exercise-type"
        value={value ?? ''}
        onChange={(e) => onPick(e.target.value as ExerciseTypeName)}
        sx={{ gap: 1 }}
      >
        {EXERCISE_TYPES.map((type) => {
          const hintId = `exercise-type-hint-${type}`;
          return (
            <Box
              key={type}
              // The hint is part of the choice too: a click anywhere on the card picks it.
              onClick={() => onPick(type)}
              sx={{
                cursor: 'pointer',
                border: 1,
                borderColor: value === type ? 'primary.main' : 'divider',
                borderRadius: 2,
                px: 1.5,
                py: 0.5,
                bgcolor: value === type ? 'action.selected' : 'transparent',
              }}
            >
              <FormControlLabel
                value={type}
                control={<Radio slotProps={{ input: { 'aria-describedby': hintId } }} />}
                label={<Typography sx={{ fontWeight: 600 }}>{exerciseTypeLabel(type)}</Typography>}
                sx={{ width: '100%', mr: 0 }}
              />
              <Typography id={hintId} variant="body2" color="text.secondary" sx={{ pl: 4, pb: 0.5 }}>
                {hint(type)}
              </Typography>
            </Box>
          );
        })}
      </RadioGroup>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" disabled={!value} onClick={onContinue}>
          {t('Continue')}
        </Button>
      </Stack>
    </Stack>
  );
}
