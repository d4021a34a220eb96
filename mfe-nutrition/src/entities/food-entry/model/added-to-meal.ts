import type { MealType } from '@chairside/contracts/web';
import { t } from '../../../shared/i18n';

/** A logged food's line in a toast: a whole sentence per meal, since languages word 'to lunch' each their own way. */
export function addedToMeal(meal: MealType, food: string, calories: number): string {
  const values = { food, calories };
  switch (meal) {
    case 'breakfast':
      return t('{{food}}: {{calories}} kcal added to breakfast.', values);
    case 'lunch':
      return t('{{food}}: {{calories}} kcal added to lunch.', values);
    case 'dinner':
      return t('{{food}}: {{calories}} kcal added to dinner.', values);
    case 'snack':
      return t('{{food}}: {{calories}} kcal added to snack.', values);
  }
}
