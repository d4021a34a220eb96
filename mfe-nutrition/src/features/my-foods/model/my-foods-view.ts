import type { OwnFood, Recipe } from '@chairside/contracts/web';
import { t } from '../../../shared/i18n';

/** What is about to be deleted, asked once before it goes (a recipe can hold many ingredients). */
export interface PendingDelete {
  kind: 'food' | 'recipe';
  id: string;
  name: string;
}

/** The My foods & recipes dialog: its lists, or the form of one food or recipe (null: a new one). */
export type MyFoodsView =
  | { screen: 'list'; confirm: PendingDelete | null }
  | { screen: 'food'; food: OwnFood | null }
  | { screen: 'recipe'; recipe: Recipe | null };

export type MyFoodsViewAction =
  | { type: 'new-food' }
  | { type: 'edit-food'; food: OwnFood }
  | { type: 'new-recipe' }
  | { type: 'edit-recipe'; recipe: Recipe }
  | { type: 'ask-delete'; pending: PendingDelete }
  | { type: 'keep' }
  | { type: 'back' };

export const LISTS: MyFoodsView = { screen: 'list', confirm: null };

export function myFoodsView(s: MyFoodsView, a: MyFoodsViewAction): MyFoodsView {
  switch (a.type) {
    case 'new-food':
      return { screen: 'food', food: null };
    case 'edit-food':
      return { screen: 'food', food: a.food };
    case 'new-recipe':
      return { screen: 'recipe', recipe: null };
    case 'edit-recipe':
      return { screen: 'recipe', recipe: a.recipe };
    case 'ask-delete':
      return s.screen === 'list' ? { screen: 'list', confirm: a.pending } : s;
    case 'keep':
    case 'back':
      return LISTS;
  }
}

/** The dialog's title on each screen. */
export function viewTitle(v: MyFoodsView): string {
  if (v.screen === 'food') return v.food ? t('Edit food') : t('New food');
  if (v.screen === 'recipe') return v.recipe ? t('Edit recipe') : t('New recipe');
  return t('My foods & recipes');
}
