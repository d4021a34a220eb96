import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { chairsideTheme } from './theme';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={chairsideTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
