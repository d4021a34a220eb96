import type { BodySex, UserProfile } from '@chairside/contracts/web';
import { t } from '../../../shared/i18n';

export type Gender = BodySex;
export const GENDERS: Array<{ value: Gender; label: () => string }> = [
  { value: 'male', label: () => t('Male') },
  { value: 'female', label: () => t('Female') },
  { value: 'other', label: () => t('Other') },
];

/**
 * The body values as the profile holds them; an unset one is null and shows 'Not set' (docs/decisions.md
 * "Body data"): a guessed 79 kg or 'Male' would disagree with what the member told the welcome steps.
 */
export interface BodyData {
  height: number | null;
  weight: number | null;
  goalWeight: number | null;
  /** `sex` is the truth (the calorie formula reads it); `gender` is its older name. */
  gender: Gender | null;
  dateOfBirth: string | null;
}

export function bodyData(p: UserProfile | undefined): BodyData {
  return {
    height: p?.height ?? null,
    weight: p?.weight ?? null,
    goalWeight: p?.goalWeight ?? null,
    gender: p?.sex ?? p?.gender ?? null,
    dateOfBirth: p?.dateOfBirth ?? null,
  };
}
