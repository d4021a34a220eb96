import { PageTitle, Box, Button, Stack, Typography } from '@chairside/ui';
import { Link as RouterLink } from 'react-router-dom';

/**
 * Quick Actions' Meal Plan goes to /meal-plan, a screen the original product never showed. Rather
 * than a 404 from our own button, it says what exists today and leads there.
 */
export function MealPlanPage() {
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageTitle>Meal Plan</PageTitle>
      <Typography sx={{ mb: 1 }}>Weekly meal plans are on their way.</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Until then, set calorie and macro goals that fit your body and your clinic days, and log meals in seconds from
        the dashboard.
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to="/dashboard" variant="contained">
          Go to the dashboard
        </Button>
        <Button component={RouterLink} to="/progress" variant="outlined">
          See your progress
        </Button>
      </Stack>
    </Box>
  );
}
