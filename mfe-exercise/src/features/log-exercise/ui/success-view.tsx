import { Alert, AlertTitle } from '@chairside/ui';

/** Shown for DELAYS_MS.exerciseSuccess after a save, then the wizard resets and closes. */
export function SuccessView({ name, calories }: { name: string; calories: number }) {
  return (
    <Alert severity="success" sx={{ my: 1 }}>
      <AlertTitle>Exercise Logged!</AlertTitle>
      {`${name}: ${Math.round(calories)} kcal burned.`}
    </Alert>
  );
}
