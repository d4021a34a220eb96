import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useUiT } from './i18n/ui-texts';

/** A call that failed to load says what is missing, with Retry beside it; the rest of the screen stays. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => unknown }) {
  const t = useUiT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {t('Retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
