import type { ErgonomicStretch } from '@chairside/contracts/web';
import { Box, Button, Card, CardActions, CardContent, Chip, Collapse, Stack, Typography } from '@chairside/ui';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { stretchText } from '../model/stretch-texts';

/**
 * One stretch: what it is, how long, what it works, and its instructions behind a toggle.
 * `action` is where a feature puts what the user does with it (Mark as Complete).
 * Compact (the dashboard dialog) keeps the description and benefits behind the toggle too.
 */
export function StretchCard({
  stretch,
  action,
  compact = false,
  headingLevel = 'h3',
}: {
  stretch: ErgonomicStretch;
  action?: ReactNode;
  compact?: boolean;
  headingLevel?: 'h3' | 'h4';
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const nameId = useId();
  const instructionsId = useId();
  const benefits = (
    <Typography variant="body2" sx={{ mt: 1 }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {t('Benefits:')}{' '}
      </Box>
      {stretchText(stretch.benefits)}
    </Typography>
  );
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={nameId} variant="h6" component={headingLevel} sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
            {stretchText(stretch.name)}
          </Typography>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={t('{{seconds}} s', { seconds: stretch.duration })}
            aria-label={t('{{count}} seconds', { defaultValue_one: '{{count}} second', count: stretch.duration })}
          />
        </Stack>
        {compact ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {stretchText(stretch.description)}
          </Typography>
        )}
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1.5, mb: 0.5 }}>
          {t('Target muscles')}
        </Typography>
        <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
          {stretch.targetMuscles.map((m) => (
            <Chip key={m} component="li" size="small" label={stretchText(m)} />
          ))}
        </Stack>
        {compact ? null : benefits}
        <Collapse in={open} id={instructionsId}>
          <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}>
            {compact ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {stretchText(stretch.description)}
              </Typography>
            ) : null}
            <Typography variant="body2">{stretchText(stretch.instructions)}</Typography>
            {compact ? benefits : null}
          </Box>
        </Collapse>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={instructionsId}
          onClick={() => setOpen((o) => !o)}
          sx={{ ml: -1 }}
        >
          {open ? t('Hide instructions') : t('Show instructions')}
        </Button>
        {action}
      </CardActions>
    </Card>
  );
}
