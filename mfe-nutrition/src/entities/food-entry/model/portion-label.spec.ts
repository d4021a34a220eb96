import { portionLabel } from './portion-label';

describe('the portion a diary entry shows', () => {
  it('says how much, with the plural of a countable unit', () => {
    expect(portionLabel({ portionAmount: 1.5, portionUnit: 'cup' })).toBe('1.5 cups');
    expect(portionLabel({ portionAmount: 1, portionUnit: 'slice' })).toBe('1 slice');
    expect(portionLabel({ portionAmount: 0.5, portionUnit: 'serving' })).toBe('0.5 servings');
    expect(portionLabel({ portionAmount: 2, portionUnit: 'glass' })).toBe('2 glasses');
  });
  it('keeps a symbol as it is', () => {
    expect(portionLabel({ portionAmount: 150, portionUnit: 'g' })).toBe('150 g');
  });
  it('is nothing for an entry typed as a whole', () => {
    expect(portionLabel({ portionAmount: null, portionUnit: null })).toBeNull();
  });
});
