import type { UpdateUserProfileRequest, UserProfile } from '@chairside/contracts/web';
import { useCallFailed, useToast } from '@chairside/ui';
import { useUpdateUserProfileMutation } from '../../../entities/user-profile';
import { t } from '../../../shared/i18n';

/** The body value a sub-dialog saves. */
export type BodyValue = 'goal weight' | 'weight' | 'height' | 'birthday' | 'gender';

/** Whole sentences, so each language can word them. */
function savedText(what: BodyValue): string {
  switch (what) {
    case 'goal weight':
      return t('Your goal weight has been saved.');
    case 'weight':
      return t('Your weight has been saved.');
    case 'height':
      return t('Your height has been saved.');
    case 'birthday':
      return t('Your birthday has been saved.');
    case 'gender':
      return t('Your gender has been saved.');
  }
}

/** One body value saved (PUT /api/user-profile): the profile as it now is, or null (the profile's error toast shown). */
export function useSaveBody() {
  const [update, { isLoading }] = useUpdateUserProfileMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  async function save(changes: UpdateUserProfileRequest, what: BodyValue): Promise<UserProfile | null> {
    const r = await update(changes);
    if ('error' in r) {
      failed(r.error, {
        title: t('Error'),
        description: t('Failed to update profile. Please try again.'),
        variant: 'destructive',
      });
      return null;
    }
    toast({ title: t('Profile Updated'), description: savedText(what) });
    return r.data;
  }
  return { save, saving: isLoading };
}
