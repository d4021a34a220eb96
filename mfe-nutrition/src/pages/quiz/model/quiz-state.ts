import { type QuizPersonality } from '@chairside/contracts/web';
import { QUIZ_QUESTIONS, scoreQuiz } from '@chairside/contracts/web-lazy';

/*
 * The quiz's progress, free of React so each change can be checked by hand: the answers given, the
 * option picked on the current question, and the personality once the last question is answered.
 * There is no back step.
 */

export interface QuizState {
  answers: string[];
  /** The option picked on the current question, '' until one is. */
  choice: string;
  result: QuizPersonality | null;
}

export type QuizAction = { kind: 'choose'; option: string } | { kind: 'next' };

export const INITIAL_QUIZ: QuizState = { answers: [], choice: '', result: null };

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.kind) {
    case 'choose':
      return { ...state, choice: action.option };
    case 'next': {
      if (!state.choice || state.result) return state;
      const answers = [...state.answers, state.choice];
      const result = answers.length === QUIZ_QUESTIONS.length ? scoreQuiz(answers).personalityType : null;
      return { answers, choice: '', result };
    }
  }
}
