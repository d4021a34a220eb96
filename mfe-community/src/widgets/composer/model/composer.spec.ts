import { canPost, checkPhoto } from './composer';

describe('composer', () => {
  it('posts only non-blank text, and not while posting', () => {
    expect(canPost('', false)).toBe(false);
    expect(canPost('  \n ', false)).toBe(false);
    expect(canPost('Flossed!', false)).toBe(true);
    expect(canPost('Flossed!', true)).toBe(false);
  });

  it('takes image files only, up to 5 MB', () => {
    expect(checkPhoto({ type: 'image/png', size: 1000 })).toBe('ok');
    expect(checkPhoto({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBe('ok');
    expect(checkPhoto({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('too-large');
    expect(checkPhoto({ type: 'application/pdf', size: 1000 })).toBe('not-image');
    expect(checkPhoto({ type: '', size: 10 })).toBe('not-image');
  });
});
