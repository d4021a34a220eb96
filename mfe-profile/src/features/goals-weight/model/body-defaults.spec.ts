import { bodyData } from './body-defaults';

const profile = {
  name: null,
  profileImageUrl: null,
  height: null,
  weight: null,
  age: null,
  sex: null,
  gender: null,
  goalWeight: null,
  dateOfBirth: null,
  unitSystem: 'metric' as const,
  language: null,
};

describe('the body rows of Settings', () => {
  it('guess nothing: a value the member never gave is null (shown as Not set)', () => {
    expect(bodyData(profile)).toEqual({
      height: null,
      weight: null,
      goalWeight: null,
      gender: null,
      dateOfBirth: null,
    });
  });

  it('show the sex the welcome steps saved, over an older gender', () => {
    expect(bodyData({ ...profile, sex: 'female', gender: 'male', weight: 68, goalWeight: 65 })).toMatchObject({
      gender: 'female',
      weight: 68,
      goalWeight: 65,
    });
    expect(bodyData({ ...profile, gender: 'other' }).gender).toBe('other');
  });
});
