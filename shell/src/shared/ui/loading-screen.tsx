import { Box, Typography } from '@chairside/ui';

export function LoadingScreen() {
  return (
    <Box role="status" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Typography variant="h6" component="p">
        Loading...
      </Typography>
    </Box>
  );
}
