import type { QuizPersonality } from './personalities';

export interface QuizQuestion {
  id: number;
  text: string;
  options: readonly string[];
}

/** decisions.md: ten questions; 1, 3 and 5 carry the scoring phrases in their options (docs/product.md "Quiz"). */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    text: 'How do you approach meals on a clinic day?',
    options: [
      'I plan every meal in advance',
      'I aim for balanced nutrition whenever I can',
      'I stay flexible and eat what fits between patients',
    ],
  },
  {
    id: 2,
    text: 'What does your lunch break usually look like?',
    options: [
      'A packed lunch I prepared the night before',
      'A quick bite at my desk',
      'Whatever the team orders in',
      'I often skip it when the schedule runs over',
    ],
  },
  {
    id: 3,
    text: 'How do you keep track of what you eat?',
    options: [
      'Detailed tracking of calories and macros',
      'I focus on whole foods and skip the numbers',
      'I follow general guidelines and my appetite',
    ],
  },
  {
    id: 4,
    text: 'How much water do you drink during a working day?',
    options: [
      'A full bottle between every few patients',
      'A few glasses',
      'Mostly coffee, honestly',
      'I forget until the end of the day',
    ],
  },
  {
    id: 5,
    text: 'When a colleague brings cake to the practice, you…',
    options: [
      'Stick to my plan and skip it',
      'Make smart choices: a small slice, then back to normal',
      'Enjoy the experience and the company',
    ],
  },
  {
    id: 6,
    text: 'How do you snack between appointments?',
    options: ['Pre-portioned snacks I bring along', 'Fruit or nuts', 'Whatever is in the staff room', 'I rarely snack'],
  },
  {
    id: 7,
    text: 'How active are you outside the practice?',
    options: [
      'Structured training most days',
      'Walks, yoga or a sport a few times a week',
      'Active when I get the chance',
      'Not much at the moment',
    ],
  },
  {
    id: 8,
    text: 'What matters most to you in a meal?',
    options: [
      'Hitting my protein and calorie targets',
      'Fresh, nourishing ingredients',
      'Taste and enjoyment',
      'Speed and convenience',
    ],
  },
  {
    id: 9,
    text: 'How do you handle a day that goes off plan?',
    options: [
      'I adjust the next meals to rebalance',
      'I get back to healthy habits tomorrow',
      'I do not worry about it',
    ],
  },
  {
    id: 10,
    text: 'What would help you most right now?',
    options: [
      'Precise numbers and goals',
      'Ideas for wholesome meals',
      'Simple habits that fit a busy schedule',
      'Motivation from colleagues',
    ],
  },
];

/** Scoring phrases (matched case-insensitively inside the chosen answer) and their points. */
const SCORING: Record<number, Array<{ phrase: string; type: 'macro' | 'wellness' | 'flex'; points: number }>> = {
  1: [
    { phrase: 'plan every meal', type: 'macro', points: 2 },
    { phrase: 'balanced nutrition', type: 'wellness', points: 2 },
    { phrase: 'flexible', type: 'flex', points: 2 },
  ],
  3: [
    { phrase: 'detailed tracking', type: 'macro', points: 3 },
    { phrase: 'whole foods', type: 'wellness', points: 2 },
    { phrase: 'general guidelines', type: 'flex', points: 2 },
  ],
  5: [
    { phrase: 'stick to my plan', type: 'macro', points: 2 },
    { phrase: 'smart choices', type: 'wellness', points: 2 },
    { phrase: 'enjoy the experience', type: 'flex', points: 2 },
  ],
};

/** Macro wins if ≥ both others; else wellness if ≥ flex; else flexible foodie. */
export function scoreQuiz(answers: readonly string[]): {
  scores: { macro: number; wellness: number; flex: number };
  personalityType: QuizPersonality;
} {
  const scores = { macro: 0, wellness: 0, flex: 0 };
  for (const [question, rules] of Object.entries(SCORING)) {
    const answer = (answers[Number(question) - 1] ?? '').toLowerCase();
    for (const r of rules) if (answer.includes(r.phrase)) scores[r.type] += r.points;
  }
  const personalityType: QuizPersonality =
    scores.macro >= scores.wellness && scores.macro >= scores.flex
      ? 'macro_master'
      : scores.wellness >= scores.flex
        ? 'wellness_warrior'
        : 'flexible_foodie';
  return { scores, personalityType };
}
