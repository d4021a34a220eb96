import { Box, Button, Typography } from '@chairside/ui';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h1">404 Page Not Found</Typography>
      <Typography sx={{ my: 2 }} color="text.secondary">
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to Chairside home
      </Button>
    </Box>
  );
}
