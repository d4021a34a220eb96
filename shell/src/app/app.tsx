import { createAppStore } from '@chairside/api-client';
import { AppThemeProvider, RemoteWidgetProvider, ToastProvider } from '@chairside/ui';
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
              <AppRoutes />
            </BrowserRouter>
          </RemoteWidgetProvider>
        </ToastProvider>
      </AppThemeProvider>
    </Provider>
  );
}
