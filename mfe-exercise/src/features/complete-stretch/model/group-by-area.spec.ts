import { groupByArea } from './group-by-area';

describe('groupByArea', () => {
  it('orders the areas Neck, Wrist, Torso, Hip, Ankle and keeps each area in list order', () => {
    const list = [
      { id: '1', category: 'knee_ankle' as const },
      { id: '2', category: 'neck' as const },
      { id: '3', category: 'torso' as const },
      { id: '4', category: 'neck' as const },
      { id: '5', category: 'hand_wrist' as const },
    ];
    expect(groupByArea(list).map((g) => [g.area, g.stretches.map((s) => s.id)])).toEqual([
      ['neck', ['2', '4']],
      ['hand_wrist', ['5']],
      ['torso', ['3']],
      ['knee_ankle', ['1']],
    ]);
  });
});
