import { type CreateExerciseEntryRequest, type ErgonomicStretch } from '@chairside/contracts/web';
import { ERGONOMIC_ENTRY, stretchSessionMinutes } from '@chairside/contracts/web-lazy';
import { stretchText } from '../../../entities/stretch';
import { t } from '../../../shared/i18n';
import { areaLabel } from '../../../shared/i18n/area-label';

/**
 * decisions.md (Screens): a stretch marked complete is one ergonomic entry listing it, its name and
 * description in the member's language (in English, the contracts' stretchEntryDescription).
 */
export function stretchEntryRequest(stretch: ErgonomicStretch): CreateExerciseEntryRequest {
  return {
    exerciseType: 'ergonomic',
    name: stretchText(stretch.name),
    duration: stretchSessionMinutes(stretch.duration),
    intensity: ERGONOMIC_ENTRY.intensity,
    caloriesBurned: stretch.caloriesBurned,
    description: t('{{area}} stretch: {{description}}', {
      area: areaLabel(stretch.category),
      description: stretchText(stretch.description),
    }),
    metadata: { ...ERGONOMIC_ENTRY.metadata, stretchIds: [stretch.id] },
  };
}
