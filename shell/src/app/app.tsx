import { createAppStore } from '@chairside/api-client';
import { AppThemeProvider, ToastProvider } from '@chairside/ui';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

const store = createAppStore();

export function App() {
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <ToastProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ToastProvider>
      </AppThemeProvider>
    </Provider>
  );
}
