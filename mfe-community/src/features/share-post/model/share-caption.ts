import { PRODUCT, type CommunityPost } from '@chairside/contracts/web';
import { t } from '../../../shared/i18n';

const EXCERPT_CHARS = 120;
// No thousands separator, so English reads as it always has.
const grams = (n: number, locale: string) =>
  `${(Math.round(n * 10) / 10).toLocaleString(locale, { useGrouping: false, maximumFractionDigits: 1 })} g`;

/** At most 120 characters of the post on one line, cut at a word where it can be. */
export function excerpt(text: string, max = EXCERPT_CHARS): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The prefilled caption, in the sharer's language (`locale` formats the grams); a post with a meal
 * is about the tracked meal (name, meal, calories and macros), any other quotes the post. One whole
 * sentence per meal, so each language words the meal its own way.
 */
export function shareCaption(
  post: Pick<CommunityPost, 'content' | 'foodEntry'>,
  authorName: string,
  locale = 'en-US',
): string {
  const meal = post.foodEntry;
  if (!meal)
    return t('“{{excerpt}}” — {{name}} in the {{product}} community', {
      excerpt: excerpt(post.content),
      name: authorName,
      product: PRODUCT.name,
    });
  const values = {
    name: authorName,
    product: PRODUCT.name,
    food: meal.foodName,
    calories: Math.round(meal.calories),
    protein: grams(meal.protein, locale),
    carbs: grams(meal.carbs, locale),
    fat: grams(meal.fat, locale),
  };
  switch (meal.mealType) {
    case 'breakfast':
      return t(
        '{{name}} shared their breakfast on {{product}}: {{food}}, {{calories}} kcal (protein {{protein}}, carbs {{carbs}}, fat {{fat}}).',
        values,
      );
    case 'lunch':
      return t(
        '{{name}} shared their lunch on {{product}}: {{food}}, {{calories}} kcal (protein {{protein}}, carbs {{carbs}}, fat {{fat}}).',
        values,
      );
    case 'dinner':
      return t(
        '{{name}} shared their dinner on {{product}}: {{food}}, {{calories}} kcal (protein {{protein}}, carbs {{carbs}}, fat {{fat}}).',
        values,
      );
    default:
      return t(
        '{{name}} shared their snack on {{product}}: {{food}}, {{calories}} kcal (protein {{protein}}, carbs {{carbs}}, fat {{fat}}).',
        values,
      );
  }
}
