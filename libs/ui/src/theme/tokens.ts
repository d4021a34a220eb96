/**
 * The design tokens every app draws with. Each macro keeps one colour wherever it
 * appears (ring, bars, charts, legends); every colour here has at least 4.5:1 contrast on white,
 * so it can colour text as well as shapes.
 */
export const MACRO_COLORS = {
  calories: '#0f6e6e',
  protein: '#1f5fbf',
  carbs: '#a4530b',
  fat: '#7b3fa0',
  sugars: '#b3245c',
  burned: '#2e7d32',
} as const;

/**
 * The focus ring on every control: 3 px in the brand's teal, 2 px clear of the control, so it is
 * drawn on the page (6:1 against white) and reads as Chairside's, not the browser's blue.
 */
export const FOCUS_RING = { width: 3, offset: 2, color: '#0f6e6e' } as const;
