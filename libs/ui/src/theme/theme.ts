import { createTheme } from '@mui/material';
import { TOOLTIP_MS } from '@chairside/contracts/web';
import { FOCUS_RING } from './tokens';

// A card's title (h2), and a dialog's: a dialog over a card reads at least as heavy as the card.
const CARD_TITLE = { fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.3 } as const;

const focusRing = {
  outline: `${FOCUS_RING.width}px solid ${FOCUS_RING.color}`,
  outlineOffset: FOCUS_RING.offset,
};

/**
 * Chairside's theme: a deep teal (clinical, calm) with colours chosen for WCAG AA contrast on white.
 * Tooltips (docs/product.md "Timings and limits"): open after 700 ms, offset 4 px. (MUI's "recently open" window is fixed;
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
  // One type scale: page title, card title, sub-heading, then body text. Roboto is self-hosted
  // (tools/webpack/fonts.cjs) in 400, 500, 600 and 700. It has no Chinese characters: those come
  // from the first Simplified Chinese face the device has (macOS, Windows, Linux/Android, in that
  // order), named before system-ui so a Japanese or Korean system font never draws Chinese text.
  typography: {
    fontFamily:
      'Roboto, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", system-ui, -apple-system, "Segoe UI", sans-serif',
    h1: { fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.2 },
    h2: CARD_TITLE,
    h3: { fontSize: '1.05rem', fontWeight: 600, lineHeight: 1.35 },
    overline: { fontWeight: 600, letterSpacing: '0.06em', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // WCAG 2.2 focus appearance: a solid ring on whatever has keyboard focus, not only a ripple.
    MuiCssBaseline: { styleOverrides: { ':focus-visible': focusRing } },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiTooltip: {
      defaultProps: {
        enterDelay: TOOLTIP_MS.enterDelay,
        enterNextDelay: 0,
        slotProps: { popper: { modifiers: [{ name: 'offset', options: { offset: [0, TOOLTIP_MS.offset] } }] } },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiDialogTitle: { styleOverrides: { root: CARD_TITLE } },
  },
});
