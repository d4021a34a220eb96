import { useGetUserProfileQuery, useUpdateUserProfileMutation } from '@chairside/api-client';
import type { BodyUnits } from '@chairside/contracts/web';

/**
 * The member's unit system, stored on the profile (Settings' Metric/Imperial switch sets it too),
 * and a setter that saves it: kg or lbs for weigh-ins everywhere they show.
 */
export function useWeightUnits(): [BodyUnits, (units: BodyUnits) => void] {
  const { data: profile } = useGetUserProfileQuery();
  const [updateProfile] = useUpdateUserProfileMutation();
  return [profile?.unitSystem ?? 'metric', (unitSystem) => void updateProfile({ unitSystem })];
}
