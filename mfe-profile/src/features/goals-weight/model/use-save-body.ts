import type { UpdateUserProfileRequest } from '@chairside/contracts/web';
import { useCallFailed, useToast } from '@chairside/ui';
import { useUpdateUserProfileMutation } from '../../../entities/user-profile';

/** One body value saved (PUT /api/user-profile); true when it was. The profile's error toast otherwise. */
export function useSaveBody() {
  const [update, { isLoading }] = useUpdateUserProfileMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  async function save(changes: UpdateUserProfileRequest, what: string): Promise<boolean> {
    const r = await update(changes);
    if ('error' in r) {
      failed(r.error, {
        title: 'Error',
        description: 'Failed to update profile. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Profile Updated', description: `Your ${what} has been saved.` });
    return true;
  }
  return { save, saving: isLoading };
}
