import type { BodyRegionName, BodySide } from '@chairside/contracts/web';
import { t } from './index';

type Ctx = { context?: 'your' };

/**
 * regionInWords in the active language: "neck", "right wrist", "both knees", "shoulders". With
 * `your`, the form a sentence uses after "for your", "strains your" (the translations carry their
 * own possessive or article there; English keeps "your" in the sentence).
 */
export function regionWords(region: BodyRegionName, side: BodySide | null, your = false): string {
  const o: Ctx = your ? { context: 'your' } : {};
  const sided = side !== null && region !== 'neck' && region !== 'upper_back' && region !== 'lower_back';
  const s = sided ? side : null;
  switch (region) {
    case 'neck':
      return t('neck', o);
    case 'upper_back':
      return t('upper back', o);
    case 'lower_back':
      return t('lower back', o);
    case 'shoulders':
      return s === 'left'
        ? t('left shoulder', o)
        : s === 'right'
          ? t('right shoulder', o)
          : s === 'both'
            ? t('both shoulders', o)
            : t('shoulders', o);
    case 'elbows':
      return s === 'left'
        ? t('left elbow', o)
        : s === 'right'
          ? t('right elbow', o)
          : s === 'both'
            ? t('both elbows', o)
            : t('elbows', o);
    case 'wrists_hands':
      return s === 'left'
        ? t('left wrist', o)
        : s === 'right'
          ? t('right wrist', o)
          : s === 'both'
            ? t('both wrists', o)
            : t('wrists', o);
    case 'hips_thighs':
      return s === 'left'
        ? t('left hip', o)
        : s === 'right'
          ? t('right hip', o)
          : s === 'both'
            ? t('both hips', o)
            : t('hips', o);
    case 'knees':
      return s === 'left'
        ? t('left knee', o)
        : s === 'right'
          ? t('right knee', o)
          : s === 'both'
            ? t('both knees', o)
            : t('knees', o);
    case 'ankles_feet':
      return s === 'left'
        ? t('left ankle', o)
        : s === 'right'
          ? t('right ankle', o)
          : s === 'both'
            ? t('both ankles', o)
            : t('ankles', o);
  }
}

/** listInWords in the active language: "a", "a and b", "a, b and c". */
function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return t('{{list}} and {{last}}', {
    list: items.slice(0, -1).join(t(', ')),
    last: items[items.length - 1],
  });
}

/** The places a break is aimed at (the suggestion's regions, highest score first). */
export interface BreakAimWords {
  regions: readonly { region: BodyRegionName; side: BodySide | null }[];
}

/**
 * The suggestion's phrase without its "for your": "neck and right wrist", in the active language
 * (the API's `phrase` is English), for sentences such as 'A break for your {{places}}'.
 */
export const aimPlaces = (aim: BreakAimWords) => listWords(aim.regions.map((r) => regionWords(r.region, r.side, true)));
