import { formatAmount, goalPercent, goalStatus } from './goal-status';

describe('goal bar rules', () => {
  it.each([
    [2100, 2000, 'Over goal'],
    [2000, 2000, 'On track'],
    [1600, 2000, 'On track'],
    [1599, 2000, 'Good progress'],
    [1000, 2000, 'Good progress'],
    [999, 2000, 'Keep going'],
    [0, 2000, 'Keep going'],
    [0, 0, 'Keep going'],
    [10, 0, 'Over goal'],
  ])('%d of %d is %s', (eaten, goal, status) => expect(goalStatus(eaten, goal)).toBe(status));

  it('caps the percentage at 100', () => {
    expect(goalPercent(3000, 2000)).toBe(100);
    expect(goalPercent(500, 2000)).toBe(25);
    // A goal of 0 (invalid input is saved as 0) is passed by the first bite.
    expect(goalPercent(10, 0)).toBe(100);
    expect(goalPercent(0, 0)).toBe(0);
  });

  it('formats amounts', () => {
    expect(formatAmount(42.5)).toBe('42.5');
    expect(formatAmount(640)).toBe('640');
    expect(formatAmount(0.30000000000000004)).toBe('0.3');
  });
});
