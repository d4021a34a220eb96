import type { UserProfile } from '@chairside/contracts/web';

export type Gender = 'male' | 'female' | 'other';
export const GENDERS: Array<{ value: Gender; label: string }> = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

/** The default profile, shown until the user sets a value (decisions.md: no default birthday). */
const PROFILE_DEFAULTS = { height: 175, weight: 79, goalWeight: 79, gender: 'male' as Gender };

export interface BodyData {
  height: number;
  weight: number;
  goalWeight: number;
  gender: Gender;
  dateOfBirth: string | null;
}

export function bodyData(p: UserProfile | undefined): BodyData {
  return {
    height: p?.height ?? PROFILE_DEFAULTS.height,
    weight: p?.weight ?? PROFILE_DEFAULTS.weight,
    goalWeight: p?.goalWeight ?? PROFILE_DEFAULTS.goalWeight,
    gender: p?.gender ?? p?.sex ?? PROFILE_DEFAULTS.gender,
    dateOfBirth: p?.dateOfBirth ?? null,
  };
}
