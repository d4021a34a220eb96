import { PRODUCT, type CommunityPost } from '@chairside/contracts/web';

const EXCERPT_CHARS = 120;
const grams = (n: number) => `${Math.round(n * 10) / 10} g`;

/** At most 120 characters of the post on one line, cut at a word where it can be. */
export function excerpt(text: string, max = EXCERPT_CHARS): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The prefilled caption; a post with a meal is about the tracked meal (name, meal, calories
 * and macros), any other quotes the post.
 */
export function shareCaption(post: Pick<CommunityPost, 'content' | 'foodEntry'>, authorName: string): string {
  const meal = post.foodEntry;
  if (meal)
    return `${authorName} shared their ${meal.mealType} on ${PRODUCT.name}: ${meal.foodName}, ${Math.round(meal.calories)} kcal (protein ${grams(meal.protein)}, carbs ${grams(meal.carbs)}, fat ${grams(meal.fat)}).`;
  return `“${excerpt(post.content)}” — ${authorName} in the ${PRODUCT.name} community`;
}
