import { baseApi } from '@chairside/api-client';
import { API_PATHS, type ErgonomicStretch } from '@chairside/contracts/web';

export const listStretchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listErgonomicStretches: build.query<ErgonomicStretch[], void>({
      query: () => ({ url: API_PATHS.listErgonomicStretches }),
      // spec 7: retained 10 minutes.
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useListErgonomicStretchesQuery } = listStretchesApi;
