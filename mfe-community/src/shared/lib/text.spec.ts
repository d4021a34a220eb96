import { hasText } from './text';

describe('hasText', () => {
  it('refuses blank text and accepts anything with a visible character', () => {
    expect(hasText('')).toBe(false);
    expect(hasText('   \n\t ')).toBe(false);
    expect(hasText(' a ')).toBe(true);
  });
});
