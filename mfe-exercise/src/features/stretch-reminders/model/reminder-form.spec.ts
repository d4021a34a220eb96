import { DEFAULT_STRETCH_REMINDERS, microBreakMinutesProblem } from '@chairside/contracts/web-lazy';
import { CADENCE_CHOICES, checkReminders, daysInWords, reminderSummary } from './reminder-form';

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

  it('offers 20 to 40 minutes in steps of five, each one the API accepts', () => {
    expect(CADENCE_CHOICES).toEqual([20, 25, 30, 35, 40]);
    expect(CADENCE_CHOICES.map(microBreakMinutesProblem)).toEqual([null, null, null, null, null]);
  });

  it('names days as a run or a list, Monday first', () => {
    expect(daysInWords([5, 1, 2, 3, 4])).toBe('Mon–Fri');
    expect(daysInWords([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(daysInWords([6, 0])).toBe('Sat, Sun');
    expect(daysInWords([])).toBe('no days');
  });

  it('sums up what the settings do: 08:00-17:00 every 30 minutes is 17 breaks, every 40 is 13', () => {
    expect(reminderSummary(on)).toBe('A prompt every 30 minutes, Mon–Fri 08:00–17:00: 17 breaks a clinic day.');
    expect(reminderSummary({ ...on, cadenceMinutes: 40 })).toBe(
      'A prompt every 40 minutes, Mon–Fri 08:00–17:00: 13 breaks a clinic day.',
    );
    expect(reminderSummary(DEFAULT_STRETCH_REMINDERS)).toBe('Reminders are off.');
  });
});
