import type { UpdateUserProfileRequest, UserProfile } from '@chairside/contracts/web';
import { useCallFailed, useToast } from '@chairside/ui';
import { useUpdateUserProfileMutation } from '../../../entities/user-profile';

/** One body value saved (PUT /api/user-profile): the profile as it now is, or null (the profile's error toast shown). */
export function useSaveBody() {
  const [update, { isLoading }] = useUpdateUserProfileMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  async function save(changes: UpdateUserProfileRequest, what: string): Promise<UserProfile | null> {
    const r = await update(changes);
    if ('error' in r) {
      failed(r.error, {
        title: 'Error',
        description: 'Failed to update profile. Please try again.',
        variant: 'destructive',
      });
      return null;
    }
    toast({ title: 'Profile Updated', description: `Your ${what} has been saved.` });
    return r.data;
  }
  return { save, saving: isLoading };
}
