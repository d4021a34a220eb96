import { PRODUCT, type FoodAnalysisResult, type MealType } from '@chairside/contracts/web';

const round = (n: number) => Math.round(n * 10) / 10;

/** The share text names the food, the meal, calories and macros. */
export function foodShareText(food: FoodAnalysisResult, mealType: MealType): string {
  return `I tracked my ${mealType} with ${PRODUCT.name}: ${food.foodName}, ${Math.round(food.calories)} kcal (protein ${round(food.protein)} g, carbs ${round(food.carbs)} g, fat ${round(food.fat)} g).`;
}

/** Links for people who share by message or mail rather than the native share sheet. */
export function shareLinks(text: string, url: string): Array<{ label: string; href: string }> {
  const both = encodeURIComponent(`${text} ${url}`);
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${both}` },
    { label: 'SMS', href: `sms:?&body=${both}` },
    { label: 'Email', href: `mailto:?subject=${encodeURIComponent(`My meal on ${PRODUCT.name}`)}&body=${both}` },
    { label: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}` },
  ];
}
