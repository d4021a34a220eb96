import { MACRO_KCAL } from './goals';
import type { MacroTotals } from '../nutrition-math';

export type CalorieClass = 'low' | 'moderate' | 'high' | 'very-high';
/** Low up to 40, moderate up to 100, high up to 400 kcal, very high above. */
export function calorieClass(calories: number): CalorieClass {
  if (calories <= 40) return 'low';
  if (calories <= 100) return 'moderate';
  if (calories <= 400) return 'high';
  return 'very-high';
}

export type DailyImpact = 'minimal' | 'light' | 'moderate' | 'significant' | 'major';
/** The food's share of the daily calorie goal: up to 5, 15, 25, 40 %, else major. */
export function dailyImpact(calories: number, calorieGoal: number): { percent: number; level: DailyImpact } {
  const exact = calorieGoal > 0 ? (calories / calorieGoal) * 100 : 0;
  const level: DailyImpact =
    exact <= 5 ? 'minimal' : exact <= 15 ? 'light' : exact <= 25 ? 'moderate' : exact <= 40 ? 'significant' : 'major';
  return { percent: Math.round(exact), level };
}

export type MacroTag = 'high-protein' | 'carb-heavy' | 'fat-rich';
/** Each macro's share of the macro energy; above 30 % protein, 60 % carbs, 40 % fat earn a tag. */
export function macroShares(food: MacroTotals): { protein: number; carbs: number; fat: number; tags: MacroTag[] } {
  const kcal = {
    protein: food.protein * MACRO_KCAL.protein,
    carbs: food.carbs * MACRO_KCAL.carbs,
    fat: food.fat * MACRO_KCAL.fat,
  };
  const total = kcal.protein + kcal.carbs + kcal.fat;
  const share = (k: number) => (total > 0 ? Math.round((k / total) * 100) : 0);
  const shares = { protein: share(kcal.protein), carbs: share(kcal.carbs), fat: share(kcal.fat) };
  const tags: MacroTag[] = [];
  if (shares.protein > 30) tags.push('high-protein');
  if (shares.carbs > 60) tags.push('carb-heavy');
  if (shares.fat > 40) tags.push('fat-rich');
  return { ...shares, tags };
}

export type MealTiming = 'breakfast' | 'lunch' | 'snack' | 'dinner';
/** Meal-timing advice by hour: 6-10 breakfast, 11-14 lunch, 15-18 snack, else dinner. */
export function mealTiming(hour: number): MealTiming {
  if (hour >= 6 && hour <= 10) return 'breakfast';
  if (hour >= 11 && hour <= 14) return 'lunch';
  if (hour >= 15 && hour <= 18) return 'snack';
  return 'dinner';
}

export interface NutritionInsight {
  kind: 'protein' | 'calories' | 'carbs' | 'fat' | 'balance' | 'timing';
  tone: 'positive' | 'info' | 'caution';
  text: string;
}

const TIMING_ADVICE: Record<MealTiming, string> = {
  breakfast: 'Morning meal: protein now keeps you steady through the first patients of the day.',
  lunch: 'Midday meal: a balanced lunch helps you avoid the afternoon slump between appointments.',
  snack: 'Afternoon: a light snack bridges the gap to dinner without slowing you down chairside.',
  dinner: 'Evening meal: keep it lighter if it is late, so you sleep well before tomorrow’s list.',
};

function proteinInsight(g: number): NutritionInsight | null {
  if (g > 25)
    return {
      kind: 'protein',
      tone: 'positive',
      text: `Excellent protein (${g} g): great for muscle repair after long hours at the chair.`,
    };
  if (g > 15)
    return { kind: 'protein', tone: 'positive', text: `Good protein (${g} g) to keep you full between patients.` };
  if (g > 10)
    return {
      kind: 'protein',
      tone: 'info',
      text: `Moderate protein (${g} g); add a protein side to stay satisfied longer.`,
    };
  return null;
}

const CLASS_TEXT: Record<CalorieClass, string> = {
  low: 'low-calorie',
  moderate: 'moderate-calorie',
  high: 'high-calorie',
  'very-high': 'very high-calorie',
};

/** The calorie class travels in the calorie insight: 'Large meal (612 kcal, very high-calorie): …'. */
function calorieInsight(kcal: number): NutritionInsight {
  const amount = `${kcal} kcal, ${CLASS_TEXT[calorieClass(kcal)]}`;
  if (kcal < 200)
    return { kind: 'calories', tone: 'info', text: `Light choice (${amount}): a good snack between appointments.` };
  if (kcal < 400) return { kind: 'calories', tone: 'positive', text: `Moderate meal (${amount}) that fits most days.` };
  if (kcal < 600)
    return {
      kind: 'calories',
      tone: 'info',
      text: `Substantial meal (${amount}): plan lighter choices for the rest of the day.`,
    };
  return {
    kind: 'calories',
    tone: 'caution',
    text: `Large meal (${amount}): it takes a big share of your daily budget.`,
  };
}

function carbInsight(g: number): NutritionInsight | null {
  if (g > 50)
    return {
      kind: 'carbs',
      tone: 'caution',
      text: `High in carbohydrates (${g} g): pair with protein to avoid an energy dip.`,
    };
  if (g > 30)
    return { kind: 'carbs', tone: 'info', text: `Good source of energy (${g} g carbs) for a busy clinic day.` };
  if (g > 15) return { kind: 'carbs', tone: 'positive', text: `Moderate carbohydrates (${g} g).` };
  return null;
}

function fatInsight(g: number): NutritionInsight | null {
  if (g > 25)
    return { kind: 'fat', tone: 'caution', text: `High in fat (${g} g): balance it with lighter meals today.` };
  if (g > 15)
    return { kind: 'fat', tone: 'info', text: `Moderate fat (${g} g); choose unsaturated sources where you can.` };
  if (g > 8) return { kind: 'fat', tone: 'positive', text: `Some healthy fat (${g} g) for lasting energy.` };
  return null;
}

const TAG_TEXT: Record<MacroTag, string> = {
  'high-protein': 'High-protein meal',
  'carb-heavy': 'Carb-heavy meal',
  'fat-rich': 'Fat-rich meal',
};

const IMPACT_TEXT: Record<DailyImpact, string> = {
  minimal: 'a minimal part',
  light: 'a light part',
  moderate: 'a moderate part',
  significant: 'a significant part',
  major: 'a major part',
};

/** The analysis-result dialog's insights, in reading order. */
export function nutritionInsights(
  food: MacroTotals,
  { calorieGoal, hour }: { calorieGoal: number; hour: number },
): NutritionInsight[] {
  const round = (n: number) => Math.round(n * 10) / 10;
  const kcal = Math.round(food.calories);
  const impact = dailyImpact(kcal, calorieGoal);
  const shares = macroShares(food);
  const insights: NutritionInsight[] = [calorieInsight(kcal)];
  for (const i of [proteinInsight(round(food.protein)), carbInsight(round(food.carbs)), fatInsight(round(food.fat))])
    if (i) insights.push(i);
  const tags = shares.tags.map((t) => TAG_TEXT[t]).join(', ');
  insights.push({
    kind: 'balance',
    tone: impact.level === 'major' ? 'caution' : 'info',
    text: `${tags ? `${tags}: ` : ''}${shares.protein}% protein, ${shares.carbs}% carbs, ${shares.fat}% fat; ${impact.percent}% of your daily goal (${IMPACT_TEXT[impact.level]}).`,
  });
  insights.push({ kind: 'timing', tone: 'info', text: TIMING_ADVICE[mealTiming(hour)] });
  return insights;
}
