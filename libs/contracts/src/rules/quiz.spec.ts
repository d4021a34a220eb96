import { PERSONALITIES } from './personalities';
import { QUIZ_QUESTIONS, scoreQuiz } from './quiz';

const pick = (q1: number, q3: number, q5: number) =>
  QUIZ_QUESTIONS.map((q, i) => q.options[i === 0 ? q1 : i === 2 ? q3 : i === 4 ? q5 : 0]!);

describe('quiz', () => {
  it('has 10 questions whose 1st, 3rd and 5th carry the scoring phrases', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(10);
    expect(QUIZ_QUESTIONS[0]!.options.join('|')).toMatch(/plan every meal.*balanced nutrition.*flexible/);
    expect(QUIZ_QUESTIONS[2]!.options.join('|').toLowerCase()).toMatch(
      /detailed tracking.*whole foods.*general guidelines/,
    );
    expect(QUIZ_QUESTIONS[4]!.options.join('|').toLowerCase()).toMatch(
      /stick to my plan.*smart choices.*enjoy the experience/,
    );
  });

  it('scores Q1 +2, Q3 +3/+2/+2 and Q5 +2', () => {
    expect(scoreQuiz(pick(0, 0, 0)).scores).toEqual({ macro: 7, wellness: 0, flex: 0 });
    expect(scoreQuiz(pick(1, 1, 1)).scores).toEqual({ macro: 0, wellness: 6, flex: 0 });
    expect(scoreQuiz(pick(2, 2, 2)).scores).toEqual({ macro: 0, wellness: 0, flex: 6 });
  });

  it('picks the winner with macro first on ties, then wellness', () => {
    expect(scoreQuiz(pick(0, 0, 0)).personalityType).toBe('macro_master');
    expect(scoreQuiz(pick(1, 1, 1)).personalityType).toBe('wellness_warrior');
    expect(scoreQuiz(pick(2, 2, 2)).personalityType).toBe('flexible_foodie');
    // macro 2, wellness 2, flex 2: macro >= both.
    expect(scoreQuiz(pick(0, 1, 2)).personalityType).toBe('macro_master');
    // macro 0, wellness 2+2, flex 2+2... wellness 4 >= flex 4 -> wellness.
    expect(scoreQuiz(pick(2, 1, 1)).scores).toEqual({ macro: 0, wellness: 4, flex: 2 });
    expect(scoreQuiz(pick(1, 2, 2)).personalityType).toBe('flexible_foodie');
    expect(scoreQuiz([]).personalityType).toBe('macro_master');
  });

  it('describes each personality with three traits', () => {
    expect(Object.values(PERSONALITIES).map((p) => [p.title, p.traits.length])).toEqual([
      ['Macro Master', 3],
      ['Wellness Warrior', 3],
      ['Flexible Foodie', 3],
    ]);
  });
});
