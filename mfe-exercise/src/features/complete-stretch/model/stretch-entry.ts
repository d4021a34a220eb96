import {
  ERGONOMIC_ENTRY,
  stretchEntryDescription,
  stretchSessionMinutes,
  type CreateExerciseEntryRequest,
  type ErgonomicStretch,
} from '@chairside/contracts/web';

/** decisions.md (Screens): a stretch marked complete is one ergonomic entry listing it. */
export function stretchEntryRequest(stretch: ErgonomicStretch): CreateExerciseEntryRequest {
  return {
    exerciseType: 'ergonomic',
    name: stretch.name,
    duration: stretchSessionMinutes(stretch.duration),
    intensity: ERGONOMIC_ENTRY.intensity,
    caloriesBurned: stretch.caloriesBurned,
    description: stretchEntryDescription(stretch),
    metadata: { ...ERGONOMIC_ENTRY.metadata, stretchIds: [stretch.id] },
  };
}
