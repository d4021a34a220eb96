import { render, screen, within } from '@testing-library/react';
import { FoodAnalysisSummary } from './food-analysis-summary';
import { ParsedFoodEntry } from './parsed-food-entry';

const salmon = {
  foodName: 'Grilled Salmon',
  calories: 612,
  protein: 41,
  carbs: 58,
  fat: 22,
  confidence: 0.86,
  note: 'One fillet.',
  ingredients: ['salmon', 'rice'],
};

describe('FoodAnalysisSummary', () => {
  it('shows the percent confident, the numbers, the note, the ingredients and the insights by threshold', () => {
    render(<FoodAnalysisSummary result={salmon} mealType="dinner" calorieGoal={2000} hour={19} />);
    expect(screen.getByText('86% confident')).toBeTruthy();
    expect(screen.queryByText('Estimated')).toBeNull();
    expect(screen.getByText('Dinner')).toBeTruthy();
    expect(screen.getByText('612')).toBeTruthy();
    expect(screen.getByText('One fillet.')).toBeTruthy();
    expect(screen.getByText(/salmon, rice/)).toBeTruthy();
    const insights = within(screen.getByRole('list', { name: 'Nutrition insights' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(insights[0]).toBe('Large meal (612 kcal, very high-calorie): it takes a big share of your daily budget.');
    expect(insights.at(-1)).toMatch(/^Evening meal/);
  });

  it('below 0.5 confidence shows the Estimated badge and asks for a clearer photo', () => {
    render(
      <FoodAnalysisSummary result={{ ...salmon, confidence: 0.49 }} mealType="lunch" calorieGoal={2000} hour={12} />,
    );
    expect(screen.getByText('Estimated')).toBeTruthy();
    expect(screen.queryByText(/% confident/)).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('try a clearer photo');
  });
});

describe('ParsedFoodEntry', () => {
  it('names the amount, meal and confidence, with plural units', () => {
    const { rerender } = render(
      <ParsedFoodEntry
        parsed={{ foodName: 'Toast', quantity: 2, unit: 'slice', mealType: 'breakfast', confidence: 0.8 }}
      />,
    );
    expect(screen.getByLabelText('Parsed entry').textContent).toBe('Toast2 slices · Breakfast · 80% confident');
    rerender(
      <ParsedFoodEntry
        parsed={{ foodName: 'Apple', quantity: 1, unit: 'serving', mealType: 'snack', confidence: 0.8 }}
      />,
    );
    expect(screen.getByLabelText('Parsed entry').textContent).toBe('Apple1 serving · Snack · 80% confident');
  });
});
