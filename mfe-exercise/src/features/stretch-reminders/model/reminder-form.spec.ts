import { DEFAULT_STRETCH_REMINDERS } from '@chairside/contracts/web';
import { checkReminders, daysInWords, reminderSummary } from './reminder-form';

const on = { ...DEFAULT_STRETCH_REMINDERS, enabled: true };

describe('reminder form', () => {
  it('refuses hours that end before they start, and no days while on', () => {
    expect(checkReminders({ ...on, startTime: '17:00', endTime: '08:00' })).toEqual({
      endTime: 'Clinic hours must end after they start.',
    });
    expect(checkReminders({ ...on, days: [] })).toEqual({ days: 'Pick at least one clinic day.' });
    expect(checkReminders({ ...on, days: [], enabled: false })).toEqual({});
    expect(checkReminders({ ...on, endTime: '' })).toEqual({ endTime: 'Enter both times, like 08:00 and 17:00.' });
    expect(checkReminders(on)).toEqual({});
  });

  it('names days as a run or a list, Monday first', () => {
    expect(daysInWords([5, 1, 2, 3, 4])).toBe('Mon–Fri');
    expect(daysInWords([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(daysInWords([6, 0])).toBe('Sat, Sun');
    expect(daysInWords([])).toBe('no days');
  });

  it('sums up what the settings do: 08:00-17:00 hourly is 8 breaks', () => {
    expect(reminderSummary(on)).toBe('A prompt every 60 minutes, Mon–Fri 08:00–17:00: 8 breaks a clinic day.');
    expect(reminderSummary(DEFAULT_STRETCH_REMINDERS)).toBe('Reminders are off.');
  });
});
