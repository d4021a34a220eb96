import { useEffect } from 'react';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useUiT } from '../i18n/ui-texts';

/**
 * What a user sees when a part of the app (a remote's page or widget) cannot load: the feature's
 * name and Retry. Why it failed names containers and modules, which mean nothing to a user: it goes
 * to the console for whoever investigates.
 */
export function RemoteFallbackCard({ area, reason, onRetry }: { area: string; reason: string; onRetry: () => void }) {
  const t = useUiT();
  useEffect(() => console.warn(`${area} could not be loaded: ${reason}`), [area, reason]);
  return (
    <Card variant="outlined" role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 4 }}>
      <CardContent>
        <Typography variant="h2" component="h2" gutterBottom>
          {t('{{area}} is unavailable right now', { area })}
        </Typography>
        <Typography color="text.secondary">
          {t('This part of Chairside could not be loaded. The rest of the app still works; try again in a moment.')}
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={onRetry}>
          {t('Retry')}
        </Button>
      </CardActions>
    </Card>
  );
}
