import { INITIAL_QUIZ, quizReducer, type QuizAction, type QuizState } from './quiz-state';

const run = (state: QuizState, ...actions: QuizAction[]) => actions.reduce(quizReducer, state);
const answer = (option: string): QuizAction[] => [{ kind: 'choose', option }, { kind: 'next' }];

describe('quiz progress', () => {
  it('Next needs an option picked', () => {
    expect(quizReducer(INITIAL_QUIZ, { kind: 'next' })).toBe(INITIAL_QUIZ);
  });

  it('each Next keeps the answer and clears the pick; no result before the tenth', () => {
    const s = run(INITIAL_QUIZ, ...answer('a'), ...answer('b'), { kind: 'choose', option: 'c' });
    expect(s).toEqual({ answers: ['a', 'b'], choice: 'c', result: null });
    const nine = run(INITIAL_QUIZ, ...Array.from({ length: 9 }, () => answer('x')).flat());
    expect(nine.answers).toHaveLength(9);
    expect(nine.result).toBeNull();
  });

  it('the tenth answer gives the personality: no scoring phrase anywhere ties at 0, and Macro Master wins ties', () => {
    const done = run(INITIAL_QUIZ, ...Array.from({ length: 10 }, () => answer('x')).flat());
    expect(done).toEqual({ answers: Array(10).fill('x'), choice: '', result: 'macro_master' });
    expect(quizReducer({ ...done, choice: 'y' }, { kind: 'next' }).answers).toHaveLength(10);
  });
});
