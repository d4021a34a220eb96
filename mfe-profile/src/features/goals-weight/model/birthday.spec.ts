import { BIRTH_YEARS, DAYS, monthNames, formatBirthday, parseBirthday, toBirthday } from './birthday';

const EN = 'en-US';

describe('Set Birthday', () => {
  it('offers 12 months, days 1–31 and 80 years from 2024 down to 1945', () => {
    const months = monthNames(EN);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('January');
    expect(months[11]).toBe('December');
    expect(DAYS).toHaveLength(31);
    expect(DAYS[0]).toBe(1);
    expect(DAYS[30]).toBe(31);
    expect(BIRTH_YEARS).toHaveLength(80);
    expect(BIRTH_YEARS[0]).toBe(2024);
    expect(BIRTH_YEARS[79]).toBe(1945);
  });

  it("names the months in the reader's language", () => {
    expect(monthNames('de-DE')[2]).toBe('März');
    expect(monthNames('ro-RO')[0]).toBe('ianuarie');
  });

  it('stores YYYY-MM-DD', () => {
    expect(toBirthday(1990, 3, 7, EN)).toEqual({ ok: true, date: '1990-03-07' });
    expect(toBirthday(1985, 12, 31, EN)).toEqual({ ok: true, date: '1985-12-31' });
    expect(toBirthday(2024, 2, 29, EN)).toEqual({ ok: true, date: '2024-02-29' }); // a leap year
  });

  it('refuses dates that do not exist', () => {
    expect(toBirthday(2023, 2, 29, EN)).toEqual({
      ok: false,
      message: 'February 2023 has only 28 days. Please choose another day.',
    });
    expect(toBirthday(2024, 2, 31, EN)).toMatchObject({ ok: false, message: expect.stringContaining('29 days') });
    expect(toBirthday(1990, 4, 31, EN)).toMatchObject({ ok: false, message: expect.stringContaining('April 1990') });
    expect(toBirthday(1900, 2, 29, EN)).toMatchObject({ ok: false }); // not a leap year
  });

  it('reads and shows a stored date', () => {
    expect(parseBirthday('1990-03-07')).toEqual({ year: 1990, month: 3, day: 7 });
    expect(parseBirthday(null)).toBeNull();
    expect(formatBirthday('1990-03-07', EN)).toBe('March 7, 1990');
    expect(formatBirthday('1990-03-07', 'de-DE')).toBe('7. März 1990');
    expect(formatBirthday(null, EN)).toBeNull();
  });
});
