import { createTheme } from '@mui/material';
import { TOOLTIP_MS } from '@chairside/contracts/web';

/**
 * Chairside's theme: a deep teal (clinical, calm) with colours chosen for WCAG AA contrast on white.
 * Tooltips follow spec 4/9: open after 700 ms, offset 4 px. (MUI's "recently open" window is fixed;
 * enterNextDelay 0 makes a tooltip opened right after another one appear at once.)
 */
export const chairsideTheme = createTheme({
  palette: {
    primary: { main: '#0f6e6e', contrastText: '#ffffff' },
    secondary: { main: '#8a4b08', contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    warning: { main: '#a15c00' },
    error: { main: '#c62828' },
    background: { default: '#f6f8f8', paper: '#ffffff' },
  },
  shape: { borderRadius: 12 },
  typography: {
    h1: { fontSize: '1.9rem', fontWeight: 700 },
    h2: { fontSize: '1.3rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiTooltip: {
      defaultProps: {
        enterDelay: TOOLTIP_MS.enterDelay,
        enterNextDelay: 0,
        slotProps: { popper: { modifiers: [{ name: 'offset', options: { offset: [0, TOOLTIP_MS.offset] } }] } },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
