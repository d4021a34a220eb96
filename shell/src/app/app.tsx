import { createAppStore } from '@chairside/api-client';
import { AppThemeProvider, RemoteWidgetProvider, ToastProvider } from '@chairside/ui';
import { Suspense } from 'react';
import { LoadingScreen } from '../shared/ui/loading-screen';
import { loadRemoteWidget } from '../features/remote-outlet';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

const store = createAppStore();

export function App() {
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <ToastProvider>
          <RemoteWidgetProvider loader={loadRemoteWidget}>
            <BrowserRouter>
              {/* A language's texts load before the screens that show them (react-i18next suspends). */}
              <Suspense fallback={<LoadingScreen />}>
                <AppRoutes />
              </Suspense>
            </BrowserRouter>
          </RemoteWidgetProvider>
        </ToastProvider>
      </AppThemeProvider>
    </Provider>
  );
}
