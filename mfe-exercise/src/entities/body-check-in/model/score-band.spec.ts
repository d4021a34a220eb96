import { scoreBand } from './score-band';

describe('scoreBand', () => {
  it('sets 0 apart, then 1-3, 4-6 and 7-10', () => {
    expect([0, 1, 3, 4, 6, 7, 10].map(scoreBand)).toEqual([
      'none',
      'mild',
      'mild',
      'moderate',
      'moderate',
      'strong',
      'strong',
    ]);
  });
});
