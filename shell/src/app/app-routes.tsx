import { useCurrentUserQuery } from '@chairside/api-client';
import { Box } from '@mui/material';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LandingPage } from '../pages/landing';
import { LoginPage } from '../pages/login';
import { MealPlanPage } from '../pages/meal-plan';
import { NotFoundPage } from '../pages/not-found';
import { SignupPage } from '../pages/signup';
import { RemoteOutlet } from '../features/remote-outlet';
import { LoadingScreen } from '../shared/ui/loading-screen';
import { QuickActionLauncher } from '../features/quick-actions';
import { MobileTabBar } from '../widgets/mobile-tab-bar';
import { TopNav } from '../widgets/top-nav';
import { HOME_ROUTE, REMOTE_ROUTES } from '../shared/config/route-table';

export function AppRoutes() {
  const { data: user, isLoading } = useCurrentUserQuery();
  const location = useLocation();
  // spec 2: while auth loads, a centred 'Loading...' and no route renders.
  if (isLoading) return <LoadingScreen />;
  const signedIn = Boolean(user);
  // The landing page brings its own navigation and layout.
  if (!signedIn && location.pathname === '/') return <LandingPage />;
  return (
    <>
      {user ? <TopNav user={user} /> : null}
      <Box
        component="main"
        sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 }, pt: 3, pb: { xs: signedIn ? 12 : 3, md: 3 } }}
      >
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={signedIn ? <RemoteOutlet route={HOME_ROUTE} /> : <SignupPage />} />
          <Route path="/" element={<RemoteOutlet route={HOME_ROUTE} />} />
          {REMOTE_ROUTES.map((r) => (
            <Route
              key={r.path}
              path={r.path}
              element={signedIn || !r.requiresAuth ? <RemoteOutlet route={r} /> : <LoginPage />}
            />
          ))}
          <Route path="/meal-plan" element={signedIn ? <MealPlanPage /> : <LoginPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Box>
      {signedIn ? (
        <>
          <QuickActionLauncher />
          <MobileTabBar />
        </>
      ) : null}
    </>
  );
}
