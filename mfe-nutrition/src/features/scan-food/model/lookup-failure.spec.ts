import { lookupFailure, lookupFailureText } from './lookup-failure';

describe('why a barcode lookup found nothing', () => {
  it('tells a product Open Food Facts does not know from a service that did not answer', () => {
    expect(lookupFailure({ status: 404, data: { code: 'PRODUCT_NOT_FOUND' } })).toBe('not-found');
    expect(lookupFailure({ status: 503, data: { code: 'DEPENDENCY_UNAVAILABLE' } })).toBe('no-answer');
    expect(lookupFailure({ status: 502, data: {} })).toBe('no-answer');
    expect(lookupFailure({ status: 504, data: '' })).toBe('no-answer');
    expect(lookupFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('no-answer');
    expect(lookupFailure({ status: 429, data: {} })).toBe('other');
    expect(lookupFailure({ status: 401, data: {} })).toBe('other');
    expect(lookupFailure(undefined)).toBe('other');
  });

  it('names the code in what it says', () => {
    expect(lookupFailureText('not-found', '4006381333931')).toBe(
      'Open Food Facts has no product with barcode 4006381333931. Type what is on the pack, and the next scan of it finds your entry.',
    );
    expect(lookupFailureText('no-answer', '4006381333931')).toBe(
      'Open Food Facts did not answer, so barcode 4006381333931 could not be looked up. Try again in a minute, or type what is on the pack.',
    );
  });
});
