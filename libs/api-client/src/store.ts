import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './base-api';

/** The app's one store: the shell creates it; a remote's standalone dev host creates its own. */
export function createAppStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
