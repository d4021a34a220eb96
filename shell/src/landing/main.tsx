import { AppThemeProvider, i18n, ToastProvider } from '@chairside/ui';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '../shared/i18n';
import { LandingPage } from '../pages/landing';

// The signed-out `/` on its own (shell/webpack.config.cjs): no federation runtime, no router, no
// store; only the React, MUI and libs it draws, tree-shaken. The SPA renders the same LandingPage
// when it is reached another way (a stale session cookie, `npm run dev`).
// In another language than English, its texts (the shell's and libs/ui's) arrive before the first
// screen, as in the SPA (bootstrap.tsx), rather than the page drawing in English and then switching.
void i18n.loadNamespaces(['ui', 'shell']).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <AppThemeProvider>
      <ToastProvider>
        <Suspense fallback={null}>
          <LandingPage />
        </Suspense>
      </ToastProvider>
    </AppThemeProvider>,
  ),
);
