import { Alert, Box, Button, Container } from '@mui/material';
import { createAppStore, useCurrentUserQuery, useLoginMutation, useLogoutMutation } from '@chairside/api-client';
import { DEMO_ACCOUNTS, type RemoteRoutesModule } from '@chairside/contracts/web';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { ToastProvider } from '../toast/toast-provider';

/** A remote team's dev host: the remote's pages with their own store, and a demo sign-in. */
function DevBar({ module }: { module: RemoteRoutesModule }) {
  const { data: user, refetch } = useCurrentUserQuery();
  const [login] = useLoginMutation();
  const [logout] = useLogoutMutation();
  const demo = DEMO_ACCOUNTS[0];
  return (
    <Alert
      severity="info"
      sx={{ borderRadius: 0 }}
      action={
        user ? (
          <Button color="inherit" onClick={() => logout().then(() => window.location.reload())}>
            Sign out
          </Button>
        ) : (
          <Button
            color="inherit"
            onClick={() => login({ username: demo.username, pin: demo.pin }).then(() => refetch())}
          >
            Sign in as {demo.name}
          </Button>
        )
      }
    >
      {module.remote} standalone · {user ? `signed in as ${user.email}` : 'not signed in'} ·{' '}
      {module.pages.map((p) => (
        <Link key={p.path} to={p.path} style={{ marginRight: 8 }}>
          {p.path}
        </Link>
      ))}
    </Alert>
  );
}

export function renderStandalone(module: RemoteRoutesModule, container: HTMLElement) {
  function Host() {
    const [store] = useState(createAppStore);
    return (
      <Provider store={store}>
        <AppThemeProvider>
          <ToastProvider>
            <BrowserRouter>
              <DevBar module={module} />
              <Container sx={{ py: 3 }}>
                <Routes>
                  {module.pages.map(({ path, Component }) => (
                    <Route key={path} path={path} element={<Component />} />
                  ))}
                  <Route path="*" element={<Box>Pick a page above.</Box>} />
                </Routes>
              </Container>
            </BrowserRouter>
          </ToastProvider>
        </AppThemeProvider>
      </Provider>
    );
  }
  createRoot(container).render(<Host />);
}
