import { t } from '../../../shared/i18n';

/**
 * What is wrong with the Change PIN form before it is sent, or null. Checked here so a mistyped
 * confirmation never costs one of the API's counted PIN attempts.
 */
export function pinChangeProblem(currentPin: string, newPin: string, confirm: string): string | null {
  if (!currentPin || !newPin) return t('Enter your current PIN and a new one.');
  if (!/^\d{6,12}$/.test(newPin)) return t('PIN must be 6 to 12 digits');
  if (newPin !== confirm) return t('The new PINs do not match.');
  return null;
}
