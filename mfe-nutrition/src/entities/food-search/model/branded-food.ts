import { type BrandedFood, type FoodSearchResult } from '@chairside/contracts/web';
import { brandedFoodName, brandedPortions } from '@chairside/contracts/web-lazy';
import { t } from '../../../shared/i18n';
import { activeLocale } from '../../../shared/i18n/locale';

const g = (n: number) => `${Number(n.toFixed(1)).toLocaleString(activeLocale(), { useGrouping: false })} g`;

/** A picked product as a food the form logs like any other: amount × serving, or grams. */
export function brandedToFood(food: BrandedFood): FoodSearchResult {
  return {
    name: brandedFoodName(food),
    source: 'branded',
    per100g: food.per100g,
    portions: brandedPortions(food),
    lastLogged: null,
  };
}

/** 'Serving: 1 pot (170 g)'; the label's words alone when they already say the grams. */
export function servingText(food: BrandedFood): string {
  if (!food.servingSize && !food.servingGrams) return t('No serving on the label: log it in grams');
  const grams = food.servingGrams ? g(food.servingGrams) : null;
  const label = food.servingSize?.trim();
  if (!label) return t('Serving: {{serving}}', { serving: grams });
  return grams && !label.replace(/\s+/g, '').includes(grams.replace(/\s+/g, ''))
    ? t('Serving: {{serving}} ({{grams}})', { serving: label, grams })
    : t('Serving: {{serving}}', { serving: label });
}

/** 'Per 100 g: 59 kcal · protein 3.1 g · carbs 7.3 g · fat 2.1 g'. */
export function per100gText({ per100g: n }: BrandedFood): string {
  return t('Per 100 g: {{kcal}} kcal · protein {{protein}} · carbs {{carbs}} · fat {{fat}}', {
    kcal: Math.round(n.calories),
    protein: g(n.protein),
    carbs: g(n.carbs),
    fat: g(n.fat),
  });
}
