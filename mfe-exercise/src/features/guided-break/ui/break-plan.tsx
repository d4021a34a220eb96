import { STRETCH_AREA_LABELS, type ErgonomicStretch } from '@chairside/contracts/web';
import { Chip, List, ListItem, ListItemText, Typography } from '@chairside/ui';

/** What the break will be, before it starts. */
export function BreakPlan({ stretches, focused }: { stretches: readonly ErgonomicStretch[]; focused: boolean }) {
  const seconds = stretches.reduce((sum, s) => sum + s.duration, 0);
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {stretches.length} stretches, about {Math.ceil(seconds / 60)} minutes.{' '}
        {focused ? 'Chosen for your focus areas.' : 'A different mix of areas each break.'}
      </Typography>
      <List dense aria-label="Stretches in this break">
        {stretches.map((s, i) => (
          <ListItem
            key={s.id}
            divider={i < stretches.length - 1}
            secondaryAction={<Chip size="small" label={STRETCH_AREA_LABELS[s.category]} />}
            sx={{ px: 0 }}
          >
            <ListItemText primary={`${i + 1}. ${s.name}`} secondary={`${s.duration} seconds`} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
