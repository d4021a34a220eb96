/**
 * The band a score is shaded in, on the body map and in the trend alike: none 0, mild 1-3, moderate
 * 4-6, strong 7-10. The number is always drawn too, so the shade is never the only sign.
 */
export type ScoreBand = 'none' | 'mild' | 'moderate' | 'strong';

export function scoreBand(score: number): ScoreBand {
  if (score <= 0) return 'none';
  if (score <= 3) return 'mild';
  return score <= 6 ? 'moderate' : 'strong';
}
