// The stretch toasts, shared by marking one stretch complete and by a guided break.
import { t } from '../../../shared/i18n';

/** The stretch toasts: a signed-out user is asked to log in; anything else is a plain failure. */
export function stretchLogFailure(error: unknown) {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return status === 401
    ? { title: t('Please log in'), description: t('You need to be logged in to track your stretches.') }
    : { title: t('Error'), description: t('Failed to log your stretch session.'), variant: 'destructive' as const };
}

/** Built when shown, in the language of that moment. */
export const stretchLoggedToast = () => ({
  title: t('Stretch Completed!'),
  description: t('Your ergonomic stretch session has been logged.'),
});
