import type { StretchCategoryName } from '@chairside/contracts/web';
import { t } from './index';

/**
 * STRETCH_AREA_LABELS in the active language (a file of its own: the stretches page's first screen
 * shows the areas, and none of the other labels).
 */
export function areaLabel(area: StretchCategoryName): string {
  switch (area) {
    case 'neck':
      return t('Neck');
    case 'hand_wrist':
      return t('Wrist');
    case 'torso':
      return t('Torso');
    case 'hip':
      return t('Hip');
    case 'knee_ankle':
      return t('Ankle');
  }
}
