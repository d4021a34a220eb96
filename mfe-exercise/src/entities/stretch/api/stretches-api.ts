import { baseApi } from '@chairside/api-client';
import { API_PATHS, type ErgonomicStretch } from '@chairside/contracts/web';

/** Stretch data is fresh for 5 minutes and kept 10 minutes after its last reader leaves. */
const STRETCH_CACHE_SECONDS = { fresh: 300, kept: 600 } as const;

const stretchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listErgonomicStretches: build.query<ErgonomicStretch[], void>({
      query: () => ({ url: API_PATHS.listErgonomicStretches }),
      keepUnusedDataFor: STRETCH_CACHE_SECONDS.kept,
    }),
  }),
});

/** The 25 stretches, refetched when a reader mounts after they are 5 minutes old. */
export function useErgonomicStretches() {
  return stretchesApi.useListErgonomicStretchesQuery(undefined, {
    refetchOnMountOrArgChange: STRETCH_CACHE_SECONDS.fresh,
  });
}
