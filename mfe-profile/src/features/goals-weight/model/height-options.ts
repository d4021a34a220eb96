import { CM_PER_FT, CM_PER_IN } from '@chairside/contracts/web';

export interface HeightOption {
  label: string;
  /** What is stored (whole cm). */
  cm: number;
}

/** 131 values, 120 to 250 cm. */
export const METRIC_HEIGHTS: HeightOption[] = Array.from({ length: 131 }, (_, i) => ({
  label: `${120 + i} cm`,
  cm: 120 + i,
}));

/** 27 entries, 4'0" to 6'2" in whole inches, each stored as whole cm. */
export const IMPERIAL_HEIGHTS: HeightOption[] = Array.from({ length: 27 }, (_, i) => {
  const ft = 4 + Math.floor(i / 12);
  const inches = i % 12;
  return { label: `${ft}'${inches}"`, cm: Math.round(ft * CM_PER_FT + inches * CM_PER_IN) };
});

/** The highlight tolerance of the imperial list. */
const HIGHLIGHT_WITHIN_CM = 3;

/**
 * The imperial entry to highlight for a height: the nearest one, if it is within 3 cm (an inch is
 * 2.54 cm, so several entries could be; one highlight tells the user which one they have).
 */
export function imperialHighlight(heightCm: number | null): number | null {
  if (heightCm === null) return null;
  let best: number | null = null;
  IMPERIAL_HEIGHTS.forEach((o, i) => {
    const d = Math.abs(o.cm - heightCm);
    if (d <= HIGHLIGHT_WITHIN_CM && (best === null || d < Math.abs(IMPERIAL_HEIGHTS[best]!.cm - heightCm))) best = i;
  });
  return best;
}
