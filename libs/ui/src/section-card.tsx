import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A dashboard section: a card that is a named region, so screen readers (and tests) can find it. */
export function SectionCard({
  title,
  action,
  children,
  id,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = useId();
  return (
    // scrollMarginTop: a section scrolled to (#quick-actions) stops below the sticky app bar.
    <Card component="section" aria-labelledby={headingId} id={id} variant="outlined" sx={{ scrollMarginTop: 80 }}>
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
