import { excerpt, shareCaption } from './share-caption';

describe('share caption', () => {
  it('is about the tracked meal when the post has one', () => {
    const post = {
      content: 'Lunch between patients',
      foodEntry: {
        foodName: 'Chicken salad',
        mealType: 'lunch' as const,
        calories: 412.6,
        protein: 31.25,
        carbs: 12,
        fat: 18.04,
      },
    };
    expect(shareCaption(post, 'Maya Chen')).toBe(
      'Maya Chen shared their lunch on Chairside: Chicken salad, 413 kcal (protein 31.3 g, carbs 12 g, fat 18 g).',
    );
  });

  it('quotes the post otherwise', () => {
    expect(shareCaption({ content: '  Stretched\nbetween   patients! ', foodEntry: null }, 'Sam Rivera')).toBe(
      '“Stretched between patients!” — Sam Rivera in the Chairside community',
    );
  });

  it('cuts a long post at a word, within 120 characters', () => {
    const long = `${'floss '.repeat(30)}end`;
    const cut = excerpt(long);
    expect(cut.length).toBeLessThanOrEqual(120);
    expect(cut.endsWith('floss…')).toBe(true);
    expect(excerpt('a'.repeat(200))).toBe(`${'a'.repeat(119)}…`);
  });
});
