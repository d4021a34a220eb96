import { baseApi } from '@chairside/api-client';
import { API_PATHS, type UpdateWeighInRequest, type WeighIn } from '@chairside/contracts/web';

// Here rather than in entities/weigh-in: only this lazily loaded dialog corrects a weigh-in.
const updateWeighInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateWeighIn: build.mutation<WeighIn, { id: string; changes: UpdateWeighInRequest }>({
      query: ({ id, changes }) => ({
        url: API_PATHS.updateWeighIn.replace(':id', encodeURIComponent(id)),
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['WeighIn', 'UserProfile'],
    }),
  }),
});

export const { useUpdateWeighInMutation } = updateWeighInApi;
