import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The page's one h1: its title as docs/product.md names it. */
export function PageTitle({ children, subtitle }: { children: string; subtitle?: ReactNode }) {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: subtitle ? 0.5 : 3 }}>
        {children}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      ) : null}
    </>
  );
}
