import { baseApi, runQueuedAnalysis } from '@chairside/api-client';
import {
  API_PATHS,
  type HealthIntegration,
  type HealthPlatform,
  type HealthSyncResponse,
} from '@chairside/contracts/web';

const path = (template: string, platform: HealthPlatform) => template.replace(':platform', platform);

const healthIntegrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listHealthIntegrations: build.query<HealthIntegration[], void>({
      query: () => ({ url: API_PATHS.listHealthIntegrations }),
      providesTags: ['HealthIntegration'],
    }),
    connectHealthIntegration: build.mutation<HealthIntegration, HealthPlatform>({
      query: (platform) => ({ url: path(API_PATHS.connectHealthIntegration, platform), method: 'POST' }),
      invalidatesTags: ['HealthIntegration'],
    }),
    disconnectHealthIntegration: build.mutation<HealthIntegration, HealthPlatform>({
      query: (platform) => ({ url: path(API_PATHS.disconnectHealthIntegration, platform), method: 'POST' }),
      invalidatesTags: ['HealthIntegration'],
    }),
    /**
     * `since` is the lastSync the user saw when they clicked, so a double click is one
     * sync. A sync the worker needs longer for answers 202 and is then polled like an analysis.
     */
    syncHealthIntegration: build.mutation<HealthSyncResponse, { platform: HealthPlatform; since: string | null }>({
      queryFn: ({ platform, since }, api, _extra, baseQuery) =>
        runQueuedAnalysis<HealthSyncResponse>(
          baseQuery,
          path(API_PATHS.syncHealthIntegration, platform),
          { since },
          api.signal,
        ),
      invalidatesTags: ['HealthIntegration'],
    }),
  }),
});

export const {
  useListHealthIntegrationsQuery,
  useConnectHealthIntegrationMutation,
  useDisconnectHealthIntegrationMutation,
  useSyncHealthIntegrationMutation,
} = healthIntegrationsApi;

/** Where the latest export downloads from (the API answers it as an attachment). */
export const exportUrl = (platform: HealthPlatform, format: 'fhir' | 'csv') =>
  `${path(API_PATHS.exportHealthIntegration, platform)}?format=${format}`;
