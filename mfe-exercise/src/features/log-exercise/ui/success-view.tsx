import { Alert, AlertTitle } from '@chairside/ui';
import { useT } from '../../../shared/i18n';

/** Shown for DELAYS_MS.exerciseSuccess after a save, then the wizard resets and closes. */
export function SuccessView({ name, calories }: { name: string; calories: number }) {
  const t = useT();
  return (
    <Alert severity="success" sx={{ my: 1 }}>
      <AlertTitle>{t('Exercise Logged!')}</AlertTitle>
      {t('{{name}}: {{calories}} kcal burned.', { name, calories: Math.round(calories) })}
    </Alert>
  );
}
