import { Dialog, DialogTitle } from '@chairside/ui';
import { useId, useReducer } from 'react';
import { useT } from '../../../shared/i18n';
import { LISTS, myFoodsView, viewTitle } from '../model/my-foods-view';
import { MyFoodsLists } from './my-foods-lists';
import { OwnFoodEditor } from './own-food-editor';
import { RecipeEditor } from './recipe-editor';

/**
 * "My foods & recipes": the member's own foods and recipes, each listed with what one serving
 * holds, made, corrected and deleted here; they are logged from Add Food's search, where they come first.
 */
export default function MyFoodsDialog({ onClose }: { onClose: () => void }) {
  // Re-renders the title when the language changes.
  useT();
  const titleId = useId();
  const [view, dispatch] = useReducer(myFoodsView, LISTS);
  const back = () => dispatch({ type: 'back' });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{viewTitle(view)}</DialogTitle>
      {view.screen === 'food' ? (
        <OwnFoodEditor food={view.food} onDone={back} />
      ) : view.screen === 'recipe' ? (
        <RecipeEditor recipe={view.recipe} onDone={back} />
      ) : (
        <MyFoodsLists confirm={view.confirm} dispatch={dispatch} onClose={onClose} />
      )}
    </Dialog>
  );
}
