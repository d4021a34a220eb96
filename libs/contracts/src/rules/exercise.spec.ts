import { exerciseCalories, stretchEntryDescription, stretchSessionMinutes } from './exercise';

describe('exercise calories (worked by hand: MET × kg × hours)', () => {
  it.each([
    // Running 7.0 / 9.8 / 11.5 MET; weight training 3.5 / 5.0 / 6.0 MET.
    ['run', 'low', 30, 70, 245], // 7.0 × 70 × 0.5
    ['run', 'medium', 30, 70, 343], // 9.8 × 70 × 0.5
    ['run', 'medium', 30, 50, 245], // 9.8 × 50 × 0.5: a lighter member burns less
    ['run', 'high', 90, 80, 1380], // 11.5 × 80 × 1.5
    ['weight_lifting', 'low', 60, 70, 245], // 3.5 × 70 × 1
    ['weight_lifting', 'medium', 30, 90, 225], // 5.0 × 90 × 0.5
    ['weight_lifting', 'high', 45, 60, 270], // 6.0 × 60 × 0.75
  ] as const)('%s at %s for %i min at %i kg is %i kcal', (type, intensity, minutes, kg, kcal) => {
    expect(exerciseCalories(type, intensity, minutes, kg)).toBe(kcal);
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
