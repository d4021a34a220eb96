import type { OwnFood } from '@chairside/contracts/web';
import { LISTS, myFoodsView, viewTitle } from './my-foods-view';

const food = { id: 'f1', name: 'Peanut bar' } as OwnFood;

describe('the My foods & recipes dialog', () => {
  it('goes from its lists to a form and back', () => {
    const editing = myFoodsView(LISTS, { type: 'edit-food', food });
    expect(editing).toEqual({ screen: 'food', food });
    expect(viewTitle(editing)).toBe('Edit food');
    expect(viewTitle(myFoodsView(LISTS, { type: 'new-recipe' }))).toBe('New recipe');
    expect(myFoodsView(editing, { type: 'back' })).toEqual(LISTS);
    expect(viewTitle(LISTS)).toBe('My foods & recipes');
  });

  it('asks before a delete, only from the lists', () => {
    const pending = { kind: 'recipe' as const, id: 'r1', name: 'Porridge' };
    const asking = myFoodsView(LISTS, { type: 'ask-delete', pending });
    expect(asking).toEqual({ screen: 'list', confirm: pending });
    expect(myFoodsView(asking, { type: 'keep' })).toEqual(LISTS);
    const editing = myFoodsView(LISTS, { type: 'new-food' });
    expect(myFoodsView(editing, { type: 'ask-delete', pending })).toBe(editing);
  });
});
