import { exerciseCalories, stretchEntryDescription, stretchSessionMinutes } from './exercise';

describe('exercise calories (worked by hand)', () => {
  it.each([
    ['run', 'low', 30, 90],
    ['run', 'medium', 15, 150],
    ['run', 'high', 90, 1800],
    ['weight_lifting', 'low', 60, 360],
    ['weight_lifting', 'medium', 30, 240],
    ['weight_lifting', 'high', 45, 540],
    ['describe', 'low', 15, 60],
    ['describe', 'medium', 60, 480],
    ['describe', 'high', 90, 1080],
  ] as const)('%s at %s for %i min is %i kcal', (type, intensity, minutes, kcal) => {
    expect(exerciseCalories(type, intensity, minutes)).toBe(kcal);
  });

  it('a stretch session of 61 seconds shows as 2 minutes, 60 as 1, 0 as 0', () => {
    expect(stretchSessionMinutes(61)).toBe(2);
    expect(stretchSessionMinutes(60)).toBe(1);
    expect(stretchSessionMinutes(0)).toBe(0);
  });

  it("describes a logged stretch as '{area} stretch: {description}'", () => {
    expect(stretchEntryDescription({ category: 'hand_wrist', description: 'Ease the wrist flexors' })).toBe(
      'Wrist stretch: Ease the wrist flexors',
    );
  });
});
