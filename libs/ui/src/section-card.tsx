import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * The card tones that give a page its hierarchy: `feature` for the one card a page leads with
 * (raised, with an accent edge), `standard` for the rest, `quiet` for asides such as a tip.
 */
export type CardTone = 'feature' | 'standard' | 'quiet';
const TONE_SX = {
  feature: { borderTop: 4, borderTopColor: 'primary.main', boxShadow: '0 2px 10px rgba(15, 60, 60, 0.08)' },
  standard: {},
  quiet: { bgcolor: 'background.default', borderStyle: 'dashed' },
} as const;

/** A dashboard section: a card that is a named region, so screen readers (and tests) can find it. */
export function SectionCard({
  title,
  action,
  children,
  id,
  tone = 'standard',
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
  tone?: CardTone;
}) {
  const headingId = useId();
  return (
    // scrollMarginTop: a section scrolled to (#quick-actions) stops below the sticky app bar.
    <Card
      component="section"
      aria-labelledby={headingId}
      id={id}
      variant="outlined"
      sx={{ scrollMarginTop: 80, ...TONE_SX[tone] }}
    >
      <CardContent>
        <Box
          sx={{
            mb: 2,
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography id={headingId} variant="h2" component="h2">
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
