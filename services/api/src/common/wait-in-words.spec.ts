import { waitInWords } from './wait-in-words';

describe('waitInWords', () => {
  it('says second or seconds, minute or minutes, as the number needs', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(0)).toBe('1 second');
    expect(waitInWords(2)).toBe('2 seconds');
    expect(waitInWords(59)).toBe('59 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(300)).toBe('5 minutes');
  });
});
