import { t } from '../../../shared/i18n';

/**
 * A question or option of the contracts' QUIZ_QUESTIONS in the active language. The English option
 * stays the value that is sent and scored; only what is shown is translated. Each text is a literal
 * key, so the translation check and translators see it.
 */
export function quizText(text: string): string {
  switch (text) {
    case 'How do you approach meals on a clinic day?':
      return t('How do you approach meals on a clinic day?');
    case 'I plan every meal in advance':
      return t('I plan every meal in advance');
    case 'I aim for balanced nutrition whenever I can':
      return t('I aim for balanced nutrition whenever I can');
    case 'I stay flexible and eat what fits between patients':
      return t('I stay flexible and eat what fits between patients');
    case 'What does your lunch break usually look like?':
      return t('What does your lunch break usually look like?');
    case 'A packed lunch I prepared the night before':
      return t('A packed lunch I prepared the night before');
    case 'A quick bite at my desk':
      return t('A quick bite at my desk');
    case 'Whatever the team orders in':
      return t('Whatever the team orders in');
    case 'I often skip it when the schedule runs over':
      return t('I often skip it when the schedule runs over');
    case 'How do you keep track of what you eat?':
      return t('How do you keep track of what you eat?');
    case 'Detailed tracking of calories and macros':
      return t('Detailed tracking of calories and macros');
    case 'I focus on whole foods and skip the numbers':
      return t('I focus on whole foods and skip the numbers');
    case 'I follow general guidelines and my appetite':
      return t('I follow general guidelines and my appetite');
    case 'How much water do you drink during a working day?':
      return t('How much water do you drink during a working day?');
    case 'A full bottle between every few patients':
      return t('A full bottle between every few patients');
    case 'A few glasses':
      return t('A few glasses');
    case 'Mostly coffee, honestly':
      return t('Mostly coffee, honestly');
    case 'I forget until the end of the day':
      return t('I forget until the end of the day');
    case 'When a colleague brings cake to the practice, you…':
      return t('When a colleague brings cake to the practice, you…');
    case 'Stick to my plan and skip it':
      return t('Stick to my plan and skip it');
    case 'Make smart choices: a small slice, then back to normal':
      return t('Make smart choices: a small slice, then back to normal');
    case 'Enjoy the experience and the company':
      return t('Enjoy the experience and the company');
    case 'How do you snack between appointments?':
      return t('How do you snack between appointments?');
    case 'Pre-portioned snacks I bring along':
      return t('Pre-portioned snacks I bring along');
    case 'Fruit or nuts':
      return t('Fruit or nuts');
    case 'Whatever is in the staff room':
      return t('Whatever is in the staff room');
    case 'I rarely snack':
      return t('I rarely snack');
    case 'How active are you outside the practice?':
      return t('How active are you outside the practice?');
    case 'Structured training most days':
      return t('Structured training most days');
    case 'Walks, yoga or a sport a few times a week':
      return t('Walks, yoga or a sport a few times a week');
    case 'Active when I get the chance':
      return t('Active when I get the chance');
    case 'Not much at the moment':
      return t('Not much at the moment');
    case 'What matters most to you in a meal?':
      return t('What matters most to you in a meal?');
    case 'Hitting my protein and calorie targets':
      return t('Hitting my protein and calorie targets');
    case 'Fresh, nourishing ingredients':
      return t('Fresh, nourishing ingredients');
    case 'Taste and enjoyment':
      return t('Taste and enjoyment');
    case 'Speed and convenience':
      return t('Speed and convenience');
    case 'How do you handle a day that goes off plan?':
      return t('How do you handle a day that goes off plan?');
    case 'I adjust the next meals to rebalance':
      return t('I adjust the next meals to rebalance');
    case 'I get back to healthy habits tomorrow':
      return t('I get back to healthy habits tomorrow');
    case 'I do not worry about it':
      return t('I do not worry about it');
    case 'What would help you most right now?':
      return t('What would help you most right now?');
    case 'Precise numbers and goals':
      return t('Precise numbers and goals');
    case 'Ideas for wholesome meals':
      return t('Ideas for wholesome meals');
    case 'Simple habits that fit a busy schedule':
      return t('Simple habits that fit a busy schedule');
    case 'Motivation from colleagues':
      return t('Motivation from colleagues');
    default:
      return text;
  }
}
