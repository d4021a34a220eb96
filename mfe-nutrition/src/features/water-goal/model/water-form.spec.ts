import { formFrom, readGoal, readToday } from './water-form';

describe('the water goal form', () => {
  it('shows the saved millilitres in the member’s unit: 2,000 ml = 67.63 → 68 fl oz, 711 ml = 24.04 → 24', () => {
    expect(formFrom(2000, 711, 'floz')).toEqual({ unit: 'floz', goal: '68', today: '24' });
    expect(formFrom(2000, 711, 'ml')).toEqual({ unit: 'ml', goal: '2000', today: '711' });
  });

  it('reads a goal of 500–6,000 ml, said as 17–202 fl oz in ounces (16.9 and 202.9 rounded inwards)', () => {
    expect(readGoal({ unit: 'floz', goal: '64', today: '0' })).toEqual({ ml: 1893, error: null });
    expect(readGoal({ unit: 'ml', goal: '499', today: '0' }).error).toBe('Enter a goal between 500 and 6,000 ml.');
    expect(readGoal({ unit: 'floz', goal: '203', today: '0' }).error).toBe('Enter a goal between 17 and 202 fl oz.');
    expect(readGoal({ unit: 'ml', goal: '', today: '0' }).error).toBe('Enter a goal as a number.');
  });

  it("reads today's total from 0 to 10,000 ml", () => {
    expect(readToday({ unit: 'ml', goal: '2000', today: '0' })).toEqual({ ml: 0, error: null });
    expect(readToday({ unit: 'ml', goal: '2000', today: '10001' }).error).toBe(
      "Enter today's water between 0 and 10,000 ml.",
    );
  });
});
