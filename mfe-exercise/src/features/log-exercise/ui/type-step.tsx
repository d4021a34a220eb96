import { EXERCISE_TYPES, EXERCISE_TYPE_LABELS, type ExerciseTypeName } from '@chairside/contracts/web';
import { Box, Button, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@chairside/ui';

const HINTS: Record<ExerciseTypeName, string> = {
  run: 'A jog or a run: pick the intensity and time, the calories are worked out.',
  weight_lifting: 'Weights or a circuit: pick the intensity and time, the calories are worked out.',
  describe: 'Say what you did in your own words and get an estimate.',
  manual: 'You know the calories: enter them with the time.',
  ergonomic: 'Tick off chairside stretches as you do them.',
};

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
  return (
    <Stack spacing={2}>
      <RadioGroup
        aria-labelledby={headingId}
        name="exercise-type"
        value={value ?? ''}
        onChange={(e) => onPick(e.target.value as ExerciseTypeName)}
        sx={{ gap: 1 }}
      >
        {EXERCISE_TYPES.map((t) => {
          const hintId = `exercise-type-hint-${t}`;
          return (
            <Box
              key={t}
              // The hint is part of the choice too: a click anywhere on the card picks it.
              onClick={() => onPick(t)}
              sx={{
                cursor: 'pointer',
                border: 1,
                borderColor: value === t ? 'primary.main' : 'divider',
                borderRadius: 2,
                px: 1.5,
                py: 0.5,
                bgcolor: value === t ? 'action.selected' : 'transparent',
              }}
            >
              <FormControlLabel
                value={t}
                control={<Radio slotProps={{ input: { 'aria-describedby': hintId } }} />}
                label={<Typography sx={{ fontWeight: 600 }}>{EXERCISE_TYPE_LABELS[t]}</Typography>}
                sx={{ width: '100%', mr: 0 }}
              />
              <Typography id={hintId} variant="body2" color="text.secondary" sx={{ pl: 4, pb: 0.5 }}>
                {HINTS[t]}
              </Typography>
            </Box>
          );
        })}
      </RadioGroup>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" disabled={!value} onClick={onContinue}>
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}
