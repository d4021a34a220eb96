import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';

export function RemoteFallbackCard({ area, reason, onRetry }: { area: string; reason: string; onRetry: () => void }) {
  return (
    <Card variant="outlined" role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 4 }}>
      <CardContent>
        <Typography variant="h2" component="h2" gutterBottom>
          {area} is unavailable right now
        </Typography>
        <Typography color="text.secondary">
          This part of Chairside could not be loaded. The rest of the app still works; try again in a moment.
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {reason}
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      </CardActions>
    </Card>
  );
}
