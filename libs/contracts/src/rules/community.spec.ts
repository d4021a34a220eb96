import { AVATAR_COLOURS, avatarColour, personalityBadge, sharedMealText, userIdHash } from './community';

describe('community rules', () => {
  it('hashes a user id with djb2 (xor variant), by hand: "ab" is 5860902', () => {
    // h0 = 5381; 'a' (97): 5381*33 ^ 97 = 177573 ^ 97 = 177604; 'b' (98): 177604*33 ^ 98 = 5860932 ^ 98 = 5860902
    expect(userIdHash('a')).toBe(177604);
    expect(userIdHash('ab')).toBe(5860902);
  });

  it('gives one of 4 colours, always the same for a user', () => {
    const id = '0b8f2f3e-6c1a-4c55-9d1e-4f6c0a2b3c4d';
    expect(AVATAR_COLOURS).toContain(avatarColour(id));
    expect(avatarColour(id)).toBe(avatarColour(id));
    expect(avatarColour('a')).toBe(AVATAR_COLOURS[177604 % 4]);
  });

  it('shows the quiz result as the badge, and no badge before the quiz', () => {
    expect(personalityBadge(null)).toBeNull();
    expect(personalityBadge('wellness_warrior')).toBe('Wellness Warrior');
    expect(personalityBadge('macro_master')).toBe('Macro Master');
    expect(personalityBadge('flexible_foodie')).toBe('Flexible Foodie');
  });

  it('writes a shared meal as a sentence with whole numbers', () => {
    expect(
      sharedMealText({
        foodName: 'Salmon bowl',
        mealType: 'dinner',
        calories: 640.4,
        protein: 42.5,
        carbs: 55,
        fat: 21.2,
      }),
    ).toBe('Just had Salmon bowl for dinner: 640 kcal, 43 g protein, 55 g carbs, 21 g fat.');
  });
});
