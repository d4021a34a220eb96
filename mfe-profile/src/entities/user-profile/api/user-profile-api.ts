import { baseApi } from '@chairside/api-client';
import { API_PATHS, PHOTO_UPLOAD } from '@chairside/contracts/web';

const profileImageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadProfileImage: build.mutation<{ imageUrl: string }, File>({
      query: (file) => {
        const form = new FormData();
        form.append(PHOTO_UPLOAD.field, file, file.name);
        return { url: API_PATHS.uploadProfileImage, method: 'POST', body: form };
      },
      // The API puts the photo on the profile at once (docs/decisions.md, "Your data"): the top
      // navigation and the user's community posts show it.
      invalidatesTags: ['UserProfile', 'User', 'CommunityPost'],
    }),
  }),
});

export const { useUploadProfileImageMutation } = profileImageApi;
