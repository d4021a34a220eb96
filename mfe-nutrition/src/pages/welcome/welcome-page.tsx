import {
  PageTitle,
  useSignedOutGuard,
  Box,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Typography,
} from '@chairside/ui';
import { PRODUCT } from '@chairside/contracts/web';
import { useNavigate } from 'react-router-dom';
import { useGetNutritionGoalsQuery } from '../../entities/nutrition-goals';
import { useGetUserProfileQuery } from '../../entities/user-profile';
import { GoalsWizardSteps } from '../../features/goals-wizard';
import { useT } from '../../shared/i18n';

/**
 * A new account's first page: the goals wizard inline, so the dashboard shows the user's
 * own targets from the first minute. Skipping keeps the defaults.
 */
export default function WelcomePage() {
  useSignedOutGuard();
  const t = useT();
  const navigate = useNavigate();
  const profile = useGetUserProfileQuery();
  // The wizard decides POST or PUT from the saved goals, and starts from the profile's height and weight.
  const goals = useGetNutritionGoalsQuery();
  const firstName = profile.data?.name?.trim().split(/\s+/)[0];
  const toDashboard = () => navigate('/dashboard');
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <PageTitle
        subtitle={t(
          'Three quick questions, and we set your daily calorie, protein, carb and fat targets from them. You can change them any time.',
        )}
      >
        {firstName
          ? t('Welcome to {{product}}, {{name}}', { product: PRODUCT.name, name: firstName })
          : t('Welcome to {{product}}', { product: PRODUCT.name })}
      </PageTitle>
      {profile.isLoading || goals.isLoading ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={24} aria-label={t('Loading your plan')} />
        </Box>
      ) : (
        <GoalsWizardSteps
          onCancel={toDashboard}
          onSaved={toDashboard}
          cancelLabel={t('Skip for now')}
          frame={({ back, content, actions }) => (
            <Card component="section" variant="outlined" aria-labelledby="welcome-wizard-title">
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, minHeight: 34 }}>
                  {back}
                  <Typography variant="h6" component="h2" id="welcome-wizard-title">
                    {t('Personalize Your Goals')}
                  </Typography>
                </Box>
                {content}
              </CardContent>
              <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>{actions}</CardActions>
            </Card>
          )}
        />
      )}
    </Box>
  );
}
