import { resetTokenFrom } from './reset-token';

describe('resetTokenFrom', () => {
  it('reads the token from the fragment of an e-mailed link', () => {
    expect(resetTokenFrom('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(resetTokenFrom('token=abc')).toBe('abc');
  });

  it('answers null when there is none', () => {
    expect(resetTokenFrom('')).toBeNull();
    expect(resetTokenFrom('#token=')).toBeNull();
    expect(resetTokenFrom('#other=1')).toBeNull();
  });
});
