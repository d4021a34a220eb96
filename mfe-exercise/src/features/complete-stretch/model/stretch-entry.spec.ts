import type { ErgonomicStretch } from '@chairside/contracts/web';
import { stretchEntryRequest } from './stretch-entry';

const STRETCH: ErgonomicStretch = {
  id: '6f1c2a8e-0a51-4f7e-9c55-3c1e8f0d2b11',
  name: 'Wrist Flexor Stretch',
  description: 'Open up the forearm after gripping instruments.',
  category: 'hand_wrist',
  duration: 90,
  targetMuscles: ['wrist flexors'],
  instructions: 'Hold your arm out.',
  benefits: 'Eases forearm strain.',
  imageUrl: null,
  caloriesBurned: 4.5,
  serves: ['wrists_hands', 'elbows'],
  loads: ['wrists_hands'],
};

describe('logging a completed stretch', () => {
  it('is the ergonomic entry decisions.md describes', () => {
    expect(stretchEntryRequest(STRETCH)).toEqual({
      exerciseType: 'ergonomic',
      name: 'Wrist Flexor Stretch',
      duration: 2, // 90 s, rounded up to whole minutes
      intensity: 'low',
      caloriesBurned: 4.5,
      description: 'Wrist stretch: Open up the forearm after gripping instruments.',
      metadata: {
        exerciseTypeLabel: 'Ergonomic Stretch',
        intensityLabel: 'Light',
        stretchIds: ['6f1c2a8e-0a51-4f7e-9c55-3c1e8f0d2b11'],
      },
    });
  });
});
