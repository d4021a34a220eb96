import { AppThemeProvider, ToastProvider } from '@chairside/ui';
import { createRoot } from 'react-dom/client';
import { LandingPage } from '../pages/landing';

// The signed-out `/` on its own (shell/webpack.config.cjs): no federation runtime, no router, no
// store; only the React, MUI and libs it draws, tree-shaken. The SPA renders the same LandingPage
// when it is reached another way (a stale session cookie, `npm run dev`).
createRoot(document.getElementById('root')!).render(
  <AppThemeProvider>
    <ToastProvider>
      <LandingPage />
    </ToastProvider>
  </AppThemeProvider>,
);
