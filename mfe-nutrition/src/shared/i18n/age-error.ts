import { BODY_LIMITS } from '@chairside/contracts/web';
import { t } from './index';

/** readAge's English message in the active language (the wizard and Body Measurements ask the age alike). */
export function ageErrorText(message: string | null): string | null {
  const { min, max } = BODY_LIMITS.age;
  if (message === 'Enter your age in whole years.') return t('Enter your age in whole years.');
  if (message === `Age must be between ${min} and ${max}.`)
    return t('Age must be between {{min}} and {{max}}.', { min, max });
  return message;
}
