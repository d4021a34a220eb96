import { Box, CircularProgress, Typography, LoadFailed } from '@chairside/ui';

/** The stretches could not be loaded: says so, with Retry (the page, the dashboard dialog and a break). */
export function StretchesNotLoaded({ onRetry }: { onRetry: () => unknown }) {
  return <LoadFailed onRetry={onRetry}>The stretches could not be loaded.</LoadFailed>;
}

export function StretchesLoading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>Loading stretches...</Typography>
    </Box>
  );
}
