// Apart from the quiz's questions: the dashboard's Your Personality card and the community's badges
// need these on their first screen, the questions only the quiz page.
/** The personality types (same values as the PersonalityType schema, kept zod-free here). */
export type QuizPersonality = 'macro_master' | 'wellness_warrior' | 'flexible_foodie';

export const PERSONALITIES: Record<
  QuizPersonality,
  { title: string; description: string; traits: readonly [string, string, string] }
> = {
  macro_master: {
    title: 'Macro Master',
    description:
      'You like precision: clear targets, planned meals and numbers you can trust, the same care you bring to a treatment plan.',
    traits: [
      'Plans meals ahead of a clinic day',
      'Tracks protein, carbs and fat closely',
      'Stays consistent when the schedule gets busy',
    ],
  },
  wellness_warrior: {
    title: 'Wellness Warrior',
    description:
      'You eat for long-term health: whole foods, balance and habits that keep your energy steady from the first patient to the last.',
    traits: [
      'Chooses fresh, whole ingredients',
      'Balances meals across the day',
      'Sees nutrition as part of overall wellbeing',
    ],
  },
  flexible_foodie: {
    title: 'Flexible Foodie',
    description:
      'You enjoy food and keep things simple: good-enough choices that fit a packed schedule, with room for the occasional treat.',
    traits: [
      'Adapts meals to a changing day',
      'Enjoys food and shared moments',
      'Prefers simple guidelines to strict rules',
    ],
  },
};
