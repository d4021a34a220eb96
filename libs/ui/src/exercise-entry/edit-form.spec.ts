import type { ExerciseEntry } from '@chairside/contracts/web';
import { editForm, formChanges, formErrors } from './edit-form';

const entry: ExerciseEntry = {
  id: 'e1',
  exerciseType: 'run',
  name: 'Morning run',
  duration: 30,
  intensity: 'medium',
  caloriesBurned: 342.6,
  description: null,
  metadata: null,
  createdAt: '2026-11-26T07:30:00.000Z',
};

describe('the Edit Exercise form', () => {
  it('starts from the entry, calories in whole kcal', () => {
    expect(editForm(entry)).toEqual({ name: 'Morning run', duration: '30', caloriesBurned: '343', description: '' });
  });

  it('says in words what is wrong with each field, at the limits an entry accepts', () => {
    expect(formErrors(editForm(entry))).toEqual({});
    expect(formErrors({ name: '  ', duration: '0', caloriesBurned: '25000', description: 'x'.repeat(2001) })).toEqual({
      name: 'Please enter a name.',
      duration: 'Whole minutes, 1 to 1440.',
      caloriesBurned: 'A number from 0 to 5000.',
      description: 'At most 2000 characters.',
    });
    expect(formErrors({ ...editForm(entry), duration: '1441' }).duration).toBe('Whole minutes, 1 to 1440.');
    expect(formErrors({ ...editForm(entry), duration: '12.5' }).duration).toBe('Whole minutes, 1 to 1440.');
    expect(formErrors({ ...editForm(entry), caloriesBurned: '-50' }).caloriesBurned).toBe('A number from 0 to 5000.');
    expect(formErrors({ ...editForm(entry), caloriesBurned: '5000' })).toEqual({});
  });

  it('sends only what changed, trimmed; nothing when nothing changed', () => {
    expect(formChanges(entry, editForm(entry))).toBeNull();
    expect(
      formChanges(entry, { name: ' Evening run ', duration: '45', caloriesBurned: '343', description: ' Hills ' }),
    ).toEqual({ name: 'Evening run', duration: 45, description: 'Hills' });
    expect(formChanges(entry, { ...editForm(entry), caloriesBurned: '400' })).toEqual({ caloriesBurned: 400 });
  });
});
