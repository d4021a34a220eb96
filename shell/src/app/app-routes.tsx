import { Box } from '@chairside/ui';
import { useCurrentUserQuery } from '@chairside/api-client';
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RemoteOutlet } from '../features/remote-outlet';
import { LoadingScreen } from '../shared/ui/loading-screen';
import { QuickActionLauncher } from '../features/quick-actions';
import { StretchBreakCoachHost } from '../features/stretch-break-coach';
import { MobileTabBar } from '../widgets/mobile-tab-bar';
import { TopNav } from '../widgets/top-nav';
import { HOME_ROUTE, REMOTE_ROUTES } from '../shared/config/route-table';
import { useMemberLanguage } from '../shared/lib/use-member-language';

// Every page of the shell loads when visited, so a signed-in member's first load carries none of the
// sign-in screens (sign-up brings the contracts' schemas and zod with it, to validate its form).
const LoginPage = lazy(() => import('../pages/login').then((m) => ({ default: m.LoginPage })));
const LandingPage = lazy(() => import('../pages/landing').then((m) => ({ default: m.LandingPage })));
const SignupPage = lazy(() => import('../pages/signup').then((m) => ({ default: m.SignupPage })));
const ForgotPinPage = lazy(() => import('../pages/forgot-pin').then((m) => ({ default: m.ForgotPinPage })));
const ResetPinPage = lazy(() => import('../pages/reset-pin').then((m) => ({ default: m.ResetPinPage })));
const NotFoundPage = lazy(() => import('../pages/not-found').then((m) => ({ default: m.NotFoundPage })));

export function AppRoutes() {
  const { data: user, isLoading } = useCurrentUserQuery();
  const location = useLocation();
  useMemberLanguage(user);
  // While auth loads, a centred 'Loading...' and no route renders.
  if (isLoading) return <LoadingScreen />;
  const signedIn = Boolean(user);
  // The landing page brings its own navigation and layout.
  if (!signedIn && location.pathname === '/')
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LandingPage />
      </Suspense>
    );
  return (
    <>
      {user ? <TopNav user={user} /> : null}
      {/* Signed in, the page ends clear of the phone's tab bar and of the desktop's quick-actions
          button, so the last card's controls can be scrolled out from under them. */}
      <Box
        component="main"
        sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 }, pt: 3, pb: signedIn ? { xs: 12, md: 13 } : 3 }}
      >
        <Suspense fallback={null}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/forgot-pin" element={<ForgotPinPage />} />
            <Route path="/reset-pin" element={<ResetPinPage />} />
            <Route path="/signup" element={signedIn ? <RemoteOutlet route={HOME_ROUTE} /> : <SignupPage />} />
            <Route path="/" element={<RemoteOutlet route={HOME_ROUTE} />} />
            {REMOTE_ROUTES.map((r) => (
              <Route
                key={r.path}
                path={r.path}
                element={signedIn || !r.requiresAuth ? <RemoteOutlet route={r} /> : <LoginPage />}
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Box>
      {signedIn ? (
        <>
          <QuickActionLauncher />
          <MobileTabBar />
          <StretchBreakCoachHost />
        </>
      ) : null}
    </>
  );
}
